import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
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
    await injectAxe(page);
  },
  async postVisit(page, story) {
    // A story whose play function failed already fails; its half-finished picture means nothing.
    if ((story as { hasFailure?: boolean }).hasFailure) return;
    const context = await getStoryContext(page, story);
    await waitForPageReady(page);
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
      await checkA11y(page, '#storybook-root', {
        includedImpacts: ['serious', 'critical'],
        verbose: false,
        detailedReport: true,
        detailedReportOptions: { html: true },
        axeOptions: context.parameters?.a11y?.options,
      });
    }
    if (visualError) throw new Error(visualError);
  },
};

export default config;
