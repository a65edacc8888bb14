// Limits the contract states in words (openapi.yaml), shared by the server and the mock.

/** Collections one user may keep; GET /collection/all never lists more (issue #19, finding 9). */
export const MAX_COLLECTIONS = 500;

/**
 * Saved recipes one user may keep unless the server sets LIBRARY_MAX_RECIPES (issue hardening-2,
 * finding 5): generous for a cook, and a bound on every read of a whole library. The mock keeps this.
 */
export const LIBRARY_MAX_RECIPES = 10_000;

/** Personal API tokens one user may keep (issue 31 item 5); POST /users/me/tokens answers 409 beyond. */
export const MAX_API_TOKENS = 20;

/** The characters of a token's name, after trimming. */
export const API_TOKEN_NAME_MAX = 60;

/** Entries one day's meal slot may hold (the meal plan, issue 30 item 1); more answers 409. */
export const MAX_PLAN_ENTRIES_PER_SLOT = 20;

/** The days GET /plan answers at most (six weeks: a month view with its edges). */
export const MAX_PLAN_RANGE_DAYS = 42;

/** Other cooks a household may have, invited or accepted (issue 30 item 3); more answers 409. */
export const MAX_HOUSEHOLD_MEMBERS = 5;
/** Live event streams (GET /household/events) one cook may hold open at once: a tab each. */
export const MAX_EVENT_STREAMS_PER_USER = 10;

/** Lines one user's shopping list may hold (ShoppingList.items maxItems); more answers 409. */
export const MAX_SHOPPING_ITEMS = 500;
