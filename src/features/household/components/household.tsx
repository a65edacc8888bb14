/** What the plan and the list load of the household, as one chunk after the page (see the screens). */
export { HouseholdDialog } from './household-dialog';
export { HouseholdButton, HouseholdSummary } from './household-summary';
