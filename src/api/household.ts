/**
 * The household's refusals and size (contract/household.ts), shared with the server and the mock.
 * Apart from src/api/types.ts so that only the lazily loaded household code carries them.
 */
export { HOUSEHOLD_DETAILS, HOUSEHOLD_FULL, type HouseholdDetailKey } from '#contract/household';
export { MAX_HOUSEHOLD_MEMBERS } from '#contract/limits';
