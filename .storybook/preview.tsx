import type { Preview } from '@storybook/react-vite';
import { onlineManager } from '@tanstack/react-query';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { startMockWorker } from '#mocks/browser';
import { applyScenario, type ScenarioName } from '#mocks/scenarios';
import { loadDialog } from '#src/components/ui/dialog-code';
import { loadMenu } from '#src/components/ui/menu';
import { loadTabs } from '#src/components/ui/tabs';
import { resetClock } from '#src/lib/clock';
import { withApp } from '#stories/support/decorators';
import { VIEWPORTS } from '#stories/support/viewports';
import '#src/index.css';

const preview: Preview = {
  // One worker for all stories, started with the whole mock backend as its initial handlers;
  // `parameters.msw.handlers` (built with mocks/overrides) replace single operations per story.
  // The menu's, dialogs' and tabs' code loads after the page in the app; stories render with it in place.
  loaders: [
    mswLoader(() => startMockWorker({ persist: false })),
    async () => {
      await Promise.all([loadMenu(), loadDialog(), loadTabs()]);
    },
  ],
  decorators: [withApp],
  beforeEach({ parameters }) {
    // Every story starts from a known world: fresh db seeded with its scenario, real time, no stored wizard session.
    window.localStorage.clear();
    // The one-time language offer (issue 29) shows only in the stories about it: the browser
    // running the stories prefers English, and every other picture is of the page without it.
    if (!parameters.languageSuggestion)
      window.localStorage.setItem('sous.languageSuggestion', 'dismissed');
    resetClock();
    // Online, whatever the story before simulated (the offline stories go offline in their play).
    onlineManager.setOnline(true);
    applyScenario((parameters.scenario as ScenarioName | undefined) ?? 'cook');
  },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    viewport: { options: VIEWPORTS },
    a11y: { test: 'todo' },
    options: {
      storySort: {
        order: [
          'Docs',
          ['Introduction', 'Design Tokens', 'Adding a story'],
          'UI',
          'Features',
          'Screens',
          'Flows',
        ],
      },
    },
  },
  globalTypes: {
    language: {
      description: 'The UI language (issue #18): the spec texts, English or Deutsch',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'spec', title: 'Spec texts (default)' },
          { value: 'en', title: 'English' },
          { value: 'de', title: 'Deutsch' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    viewport: { value: 'desktop', isRotated: false },
    language: 'spec',
  },
};

export default preview;
