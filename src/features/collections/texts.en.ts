import { args, plural, type Translation } from '#src/lib/i18n/texts';
import type { COLLECTION_SPEC } from './texts';

/** English. */
const en: Translation<typeof COLLECTION_SPEC> = {
  search: 'Search collections...',
  empty: 'No collections yet',
  noMatch: 'No collections found',
  loadFailed: 'Could not load your collections',
  retry: 'Try again',
  createFailed: 'The collection could not be created',
  newCollection: 'New collection',
  createTitle: 'Create a new collection',
  createIntro: 'Group your recipes, for example by occasion or cuisine.',
  creating: 'Creating...',
  name: 'Name',
  description: 'Description (optional)',
  cancel: 'Cancel',
  create: 'Create',
  back: 'Back',
  next: 'Next',
  save: 'Save',
  saving: 'Saving...',
  saveFailed: 'Saving failed. Please try again.',
  close: 'Close',
  modalTitle: 'Save to collection',
  loading: 'Loading collections',
  collections: 'Collections',
  recipeCount: plural('{{count}} recipe', '{{count}} recipes'),
  stepOf: args('Step {{step}} of {{total}}', 'step', 'total'),
  chooseFor: args('Please choose at least one collection for "{{title}}".', 'title'),
};
export default en;
