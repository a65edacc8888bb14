import { describe, expect, it } from 'vitest';
import { routeLeaves } from '#src/app/route-manifest';
import { PUBLIC_PAGES } from './public-pages';

const screens = import.meta.glob<{ default: unknown }>('/src/screens/*/*-screen.tsx');

describe('the public pages’ own entry', () => {
  it('renders exactly the prerendered pages, each with the screen and the frame the route manifest names', async () => {
    const prerendered = routeLeaves().filter((leaf) => leaf.prerender);
    expect(Object.keys(PUBLIC_PAGES)).toEqual(prerendered.map((leaf) => leaf.path));
    for (const leaf of prerendered) {
      const screen = screens[`/${leaf.modules.at(-1)}`];
      expect(screen, leaf.path).toBeDefined();
      expect((await PUBLIC_PAGES[leaf.path]!.load()).default).toBe((await screen!()).default);
      // A page without a layout (not found) has no frame on its own entry either.
      expect(PUBLIC_PAGES[leaf.path]!.frame, leaf.path).toBe(
        leaf.modules.length > 1 ? leaf.area : 'none',
      );
    }
  });
});
