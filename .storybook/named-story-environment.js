// The story runner's Jest environment for `node scripts/test-stories.mjs --story <id>` only: the runner
// picks the story by Jest's test-name filter, and its bundled jest-playwright then makes the browser page
// later, at the run's start, and leaves it unprepared, so every story failed at once ("Cannot read
// properties of undefined (reading 'goto')", then "__getContext is not a function"). This environment
// prepares that page as the runner's own environment (playwright/custom-environment.js) does at setup.
import { setupPage } from '@storybook/test-runner';
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';

export default class NamedStoryEnvironment extends PlaywrightEnvironment {
  async setup() {
    await super.setup();
    if (this.global.page) await setupPage(this.global.page, this.global.context);
  }

  async handleTestEvent(event) {
    await super.handleTestEvent(event);
    if (event.name === 'run_start' && this._jestPlaywrightConfig.haveSkippedTests)
      await setupPage(this.global.page, this.global.context);
  }
}
