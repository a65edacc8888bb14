// The words of the API's error answers that a person may read: `detail` strings and the `msg` of
// 422 items. The server and the mock answer with these (English, the contract's wording); the client
// recognises them and shows them in the user's language (src/api/server-texts.ts). `{{name}}` marks
// a value, filled by `detailOf`.

import {
  MAX_COLLECTIONS,
  MAX_PLAN_ENTRIES_PER_SLOT,
  MAX_PLAN_RANGE_DAYS,
  MAX_SHOPPING_ITEMS,
} from './limits.ts';

export const DETAILS = {
  // signing in and the session
  notAuthenticated: 'Not authenticated',
  sessionExpired: 'Session expired',
  incorrectLogin: 'Incorrect username or password',
  emailTaken: 'Email already registered',
  usernameTaken: 'Username already taken',
  emailOrUsernameTaken: 'Email or username already taken',
  usernameMixedScripts: 'Username must not mix letters of different alphabets',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  emailLinkInvalid: 'This confirmation link is invalid or has expired.',
  passwordIncorrect: 'Current password is incorrect',
  passwordNotSet: 'This account has no password: it signs in with Google.',
  reauthenticationRequired: 'Please sign out and sign in again to confirm it is you.',
  emailUnchanged: 'This is already your email address',
  googleNoEmail: 'Google did not share an email address',
  googleNotVerified: 'The Google email address is not verified',
  googleNotConfigured: 'Google sign-in is not configured on this server',
  xsrf: 'XSRF token missing or invalid',
  forbidden: 'Forbidden',
  ownProfileOnly: 'You can only update your own profile',
  ownFilesOnly: 'You can only upload files for your own account',
  tooManyRequests: 'Too many requests. Try again in {{seconds}} seconds.',
  // things that are not there (or not the user's)
  notFound: 'Not found',
  recipeNotFound: 'Recipe not found',
  collectionNotFound: 'Collection not found',
  sessionNotFound: 'Preparing session not found',
  userNotFound: 'User not found',
  fileNotFound: 'File not found',
  imageNotFound: 'Image not found',
  instructionsNotReady: 'Instructions are not ready yet',
  noImageAnalysis: 'No image analysis for this session',
  sessionWithoutPhoto: 'This session was generated without a photo',
  // limits
  tooManyCollections:
    'You can keep at most {{max}} collections. Delete one to make room for a new one.',
  libraryFull:
    'Your library can hold at most {{max}} recipes. Delete some to make room for new ones.',
  importPastLibraryLimit:
    'This import has {{count}} recipes, but your library has room for only {{room}} more (at most {{max}}). Delete some recipes or import fewer.',
  fileTooLarge: 'File too large (max 10 MB)',
  onlyImages: 'Only image files are allowed',
  storageQuota: 'Storage quota exceeded (max {{megabytes}} MB of uploads per user)',
  imageUnreadable: 'The image could not be read. Please try another photo.',
  // personal API tokens
  apiTokenNotFound: 'API token not found',
  tooManyApiTokens: 'You can keep at most {{max}} API tokens.',
  // the meal plan
  planEntryNotFound: 'Plan entry not found',
  calendarFeedNotFound: 'Calendar feed not found',
  planSlotFull: 'A meal slot holds at most {{max}} entries.',
  planNoteNotCookable: 'A free-text entry cannot be marked as cooked.',
  planRangeReversed: 'The range must not end before it starts',
  planRangeTooLong: 'The range can span at most {{max}} days',
  planRecipeOrNote: 'Give either recipe_id or note',
  planServingsWithNote: 'Servings belong to a recipe entry',
  planNoteWithRecipe: 'A note belongs to a free-text entry',
  // the shopping list
  shoppingItemNotFound: 'Shopping list item not found',
  shoppingListFull: 'A shopping list holds at most {{max}} lines.',
  // the request itself
  unsupportedContentType: 'Unsupported content type',
  expectedMultipart: 'Expected a multipart/form-data body',
  bodyTooLarge: 'Request body too large',
  malformedUrl: 'Malformed request URL',
  internalError: 'Internal server error',
  databaseUnavailable: 'Database unavailable',
  // the AI
  aiInvalidAnswer: 'The AI provider returned an invalid answer',
  aiUnavailable: 'The AI provider is unavailable. Please try again later.',
  instructionsFailed: 'Instruction generation failed',
  // `msg` of 422 items (contract/validate.ts words them like FastAPI/Pydantic)
  fieldRequired: 'Field required',
  extraInput: 'Extra inputs are not permitted',
  atLeastOneCharacter: 'String should have at least 1 character',
  atLeastCharacters: 'String should have at least {{min}} characters',
  atMostCharacters: 'String should have at most {{max}} characters',
  patternMismatch: "String should match pattern '{{pattern}}'",
  invalidEmail: 'value is not a valid email address',
  atLeastNumber: 'Input should be greater than or equal to {{min}}',
  atMostNumber: 'Input should be less than or equal to {{max}}',
  aboveNumber: 'Input should be greater than {{min}}',
  atMostItems: 'List should have at most {{max}} items',
  atLeastItems: 'List should have at least {{min}} items',
  uniqueItems: 'List items should be unique',
  oneFieldRequired: 'At least one field is required',
  notAnInteger: 'Input should be a valid integer',
  notANumber: 'Input should be a valid number',
  notAString: 'Input should be a valid string',
  nulCharacter: 'String must not contain NUL characters',
  unpairedSurrogate: 'String must be valid Unicode (it holds an unpaired surrogate)',
  invalidFileKey: 'Input should be a valid file key',
  imageOrUrl: 'must be a file key or an absolute http(s) URL',
  dislikeDuplicate: 'This food is already in your dislikes',
  imageNotUploaded: 'Image not found: upload it first (POST /files/public-upload, category recipe)',
  malformedMultipart: 'Malformed multipart body',
  invalidJson: 'JSON decode error',
  // last: it would also match the more specific "Input should be …" above
  choices: 'Input should be {{choices}}',
} as const;

export type DetailKey = keyof typeof DETAILS;

/** A detail with its values filled in: `detailOf('tooManyRequests', { seconds: 60 })`. */
export function detailOf(key: DetailKey, values: Record<string, string | number> = {}): string {
  return DETAILS[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The 409 detail of saving, writing or editing a draft into a full library. */
export const libraryFull = (max: number) => detailOf('libraryFull', { max });

/** The 409 detail of an import with more recipes than the library has room for. */
export const importPastLibraryLimit = (count: number, room: number, max: number) =>
  detailOf('importPastLibraryLimit', { count, room, max });

/** The 409 detail of POST /collection/create at the limit. */
export const TOO_MANY_COLLECTIONS = detailOf('tooManyCollections', { max: MAX_COLLECTIONS });

/** The 409 detail of adding or moving into a full plan slot. */
export const PLAN_SLOT_FULL = detailOf('planSlotFull', { max: MAX_PLAN_ENTRIES_PER_SLOT });

/** The 409 detail of an addition that would take the shopping list past 500 lines. */
export const SHOPPING_LIST_FULL = detailOf('shoppingListFull', { max: MAX_SHOPPING_ITEMS });

/** The 422 msg of GET /plan over more than 42 days. */
export const PLAN_RANGE_TOO_LONG = detailOf('planRangeTooLong', { max: MAX_PLAN_RANGE_DAYS });
