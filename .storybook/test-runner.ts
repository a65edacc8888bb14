import type { Page } from 'playwright';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { VIEWPORTS, type ViewportName } from '#stories/support/viewports.ts';
import { checkStory, isSkipped, visualMode } from '#tests/visual/visual.ts';

const DEFAULT_VIEWPORT = { width: 1280, height: 800 };
const VISUAL = visualMode();

/**
 * Every story runs at its own viewport, then its play function (by the runner), then axe:
 * a serious or critical violation fails the story. With VISUAL=1 (npm run test:stories /
 * test:visual) the finished story is also compared with its baseline picture; VISUAL_UPDATE=1
 * writes the baselines instead. Stories tagged `flow` or `animated` are not captured.
 */
/**
 * The runner's waitForPageReady, bounded: a story whose play is over has shown what it asserts, and
 * the page of an earlier story file in the same worker can leave a load that never settles (all of
 * Screens/OAuthCallback timed out after Screens/Library that way). Waiting longer than 10 s for
 * the network to be quiet proves nothing more; the fonts are still awaited.
 */
async function pageSettled(page: Page): Promise<void> {
  const bounded = (state: 'load' | 'networkidle') =>
    page.waitForLoadState(state, { timeout: 5_000 }).catch(() => undefined);
  await page.waitForLoadState('domcontentloaded');
  await bounded('load');
  await bounded('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

const config: TestRunnerConfig = {
  async preVisit(page, story) {
    const context = await getStoryContext(page, story);
    const name = context.storyGlobals?.viewport?.value as ViewportName | undefined;
    // A misspelt or retired name (the old `mobile`) would silently fall back to the desktop size.
    if (name !== undefined && !Object.hasOwn(VIEWPORTS, name)) {
      throw new Error(
        `Unknown viewport "${String(name)}"; use one of: ${Object.keys(VIEWPORTS).join(', ')}`,
      );
    }
    const viewport = name ? VIEWPORTS[name] : undefined;
    await page.setViewportSize(
      viewport
        ? {
            width: parseInt(viewport.styles.width, 10),
            height: parseInt(viewport.styles.height, 10),
          }
        : DEFAULT_VIEWPORT,
    );
    // The page lives for its whole story file: axe (0.5 MB of script) is put into it once.
    if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
  },
  async postVisit(page, story) {
    // A story whose play function failed already fails; its half-finished picture means nothing.
    if ((story as { hasFailure?: boolean }).hasFailure) return;
    const context = await getStoryContext(page, story);
    await pageSettled(page);
    // A screen story ends on the page it claims: its route, or `endsAt` when leaving is its point.
    const route = context.parameters?.route as string | undefined;
    if (route) {
      const expected = (context.parameters?.endsAt as string | undefined) ?? route;
      const actual = await page.evaluate(() => document.documentElement.dataset.storyRoute);
      const path = (url: string) => new URL(url, 'http://story').pathname;
      if (actual !== path(expected))
        throw new Error(
          `state: "${context.title} / ${context.name}" ends on ${actual ?? 'no page'}, not on ${path(expected)}: a story ends in the state its name says (set parameters.endsAt when leaving the page is its point).`,
        );
    }
    // The picture first: axe leaves the page as it is, but a failed a11y check must not hide a visual one.
    const visualError =
      VISUAL !== 'off' && !isSkipped(context.tags)
        ? await checkStory(
            page,
            { id: context.id, title: context.title, name: context.name, tags: context.tags },
            VISUAL,
          )
        : undefined;
    if (context.parameters?.a11y?.disable !== true) {
      try {
        await checkA11y(page, '#storybook-root', {
          includedImpacts: ['serious', 'critical'],
          verbose: false,
          detailedReport: true,
          detailedReportOptions: { html: true },
          // Only violations are read: axe then skips the selectors and details of every passing
          // node (its documented performance option), 0.21 -> 0.13 s a story.
          axeOptions: { resultTypes: ['violations'], ...context.parameters?.a11y?.options },
        });
      } catch (error) {
        // The failure's first word names the check (the quiet reporter and JUnit file group by it).
        throw new Error(`a11y: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (visualError) throw new Error(visualError);
  },
};

export default config;
