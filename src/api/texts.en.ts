import { DETAILS, type DetailKey } from '#contract/messages';
import { args, type Template } from '#src/lib/i18n/texts';

/** A server detail as a text: a `{{value}}` in it makes it a template of those values. */
type DetailText<D extends string> = D extends `${string}{{${string}`
  ? Template<readonly string[]>
  : string;
export type ServerDetailsSpec = { readonly [K in DetailKey]: DetailText<(typeof DETAILS)[K]> };

/** The server's details (contract/messages.ts) as texts, word for word. */
function serverDetailsSpec(): ServerDetailsSpec {
  const spec: Record<string, string | Template<readonly string[]>> = {};
  for (const [key, text] of Object.entries(DETAILS)) {
    const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!);
    spec[key] = names.length ? args(text, ...names) : text;
  }
  return spec as ServerDetailsSpec;
}

/** The error messages users see (src/api/errors): the English source, every key. */
const en = {
  unknown: 'An unknown error occurred',
  generic: 'An error occurred',
  validationFailed: 'Validation failed',
  invalidValue: 'Invalid value',
  serverError: 'Server error. Please try again later.',
  networkError: 'Network error. Please check your connection.',
  generateFailed: 'Failed to generate recipes. Please try again.',
  optionsFailed: 'Failed to load recipe options. Please try again.',
  generateNotFound: 'Resource not found. Please try again.',
  optionsNotFound: 'Recipe options not found. Please generate again.',
  tooManyRequests: 'Too many requests. Please wait a moment.',
  invalidRequest: 'Invalid request. Please check your inputs.',
  collectionsFailed: 'Failed to load collections. Please try again.',
  recipesFailed: 'Failed to load recipes. Please try again.',
  recipeNotFound: 'Recipe not found. It may have been deleted.',
  recipeFailed: 'Failed to load recipe. Please try again.',
  collectionNotFound: 'Collection not found.',
  collectionFailed: 'Failed to load collection. Please try again.',
  instructionsFailed: 'Failed to load instructions. Please try again.',
  /** What the server answers (`detail`, and `msg` of 422 items), recognised and shown translated. */
  server: serverDetailsSpec(),
  /** Field names of 422 items ("Username: …"); the spec shows the field capitalised. */
  fields: {
    username: 'Username',
    email: 'Email',
    password: 'Password',
    name: 'Name',
    description: 'Description',
    title: 'Title',
    prompt: 'Prompt',
    ingredients: 'Ingredients',
    servings: 'Servings',
    file: 'File',
    profile_image_url: 'Profile_image_url',
    image_url: 'Image_url',
    url: 'Url',
    jsonld: 'Jsonld',
  },
};

export default en;
