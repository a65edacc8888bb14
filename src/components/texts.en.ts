/**
 * The shared components' own texts (error box, spinner, dialog) and the route error: the English
 * source, every key.
 */
const en = {
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

export default en;
