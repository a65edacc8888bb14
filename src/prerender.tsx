import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { PublicApp } from './app/public/public-app';
import { PUBLIC_PAGES } from './app/public/public-pages';

/**
 * Renders one public page to the markup its own entry (src/public-main.tsx) renders first: the
 * public frame around the page's screen, in the spec's texts, the session still loading — exactly
 * what a browser shows before the session check answers, so hydration matches.
 */
export async function render(path: string): Promise<string> {
  const load = PUBLIC_PAGES[path];
  if (!load)
    throw new Error(`${path} is marked prerender in route-manifest.ts but not in PUBLIC_PAGES`);
  const { default: screen } = await load();
  return renderToString(
    <StrictMode>
      <PublicApp screen={screen} />
    </StrictMode>,
  );
}
