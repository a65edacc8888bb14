import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { VIEWPORTS } from '../stories/support/viewports';

const DEFAULT_VIEWPORT = { width: 1280, height: 800 };

/**
 * Every story runs at its own viewport, then its play function (by the runner), then axe:
 * a serious or critical violation fails the story.
 */
const config: TestRunnerConfig = {
  async preVisit(page, story) {
    const context = await getStoryContext(page, story);
    const name = context.storyGlobals?.viewport?.value as keyof typeof VIEWPORTS | undefined;
    const viewport = name ? VIEWPORTS[name] : undefined;
    await page.setViewportSize(
      viewport
        ? { width: parseInt(viewport.styles.width, 10), height: parseInt(viewport.styles.height, 10) }
        : DEFAULT_VIEWPORT,
    );
    await injectAxe(page);
  },
  async postVisit(page, story) {
    const context = await getStoryContext(page, story);
    if (context.parameters?.a11y?.disable === true) return;
    await waitForPageReady(page);
    await checkA11y(page, '#storybook-root', {
      includedImpacts: ['serious', 'critical'],
      verbose: false,
      detailedReport: true,
      detailedReportOptions: { html: true },
      axeOptions: context.parameters?.a11y?.options,
    });
  },
};

export default config;
