import { defineTexts } from '#src/lib/i18n/texts';

/** The shared components' own texts (error box, spinner, dialog) and the route error, in the spec's wording. */
export const COMPONENT_SPEC = {
  errorState: {
    title: 'Oops! Something went wrong',
    message: 'An unexpected error occurred. Please try again.',
    retry: 'Try Again',
  },
  loading: 'Loading',
  close: 'Close',
  routeError: {
    newVersion: 'A new version of Sous is available. Please reload the page.',
    reload: 'Reload',
  },
};

/** The texts in the current language (see README "How to add a text"). */
export const COMPONENT_TEXTS = defineTexts('components', COMPONENT_SPEC);
