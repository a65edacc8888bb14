import { args, plural } from '#src/lib/i18n/texts';

/**
 * The collection dialogs' texts (picker, Save to Collection, new and edit): English. The section's
 * and the collection page's words are list-texts.en.ts.
 */
const en = {
  empty: 'No collections yet',
  loadFailed: 'Could not load your collections',
  retry: 'Try again',
  createFailed: 'The collection could not be created',
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
  recipeCount: plural('{{count}} recipe', '{{count}} recipes'),
  stepOf: args('Step {{step}} of {{total}}', 'step', 'total'),
  editTitle: 'Edit collections',
  chooseOne: 'Please choose at least one collection',
  delete: 'Delete',
  deleting: 'Deleting...',
  deleteFailed: 'Deleting failed. Please try again.',
  confirmDelete: 'Do you really want to delete this recipe?',
  progress: 'Progress',
  chooseFor: args('Please choose at least one collection for "{{title}}".', 'title'),
  /** The Save to Collection modal's hint (issue #18). */
  modalDescription: 'Choose the collections for this recipe.',
};
export default en;
