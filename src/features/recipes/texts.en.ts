import { NUTRIENT_LABELS } from '#src/lib/nutrient-labels';
import { args, plural } from '#src/lib/i18n/texts';

/**
 * The recipe view's texts (and the import dialog's, the share page's save): the English source, every
 * key; the spec says the English. The library's and the lists' words are list-texts.en.ts.
 */
const en = {
  actions: {
    print: 'Print recipe',
    collapse: 'Collapse recipe panel',
  },
  split: {
    strip: 'RECIPE',
    expand: 'Expand recipe panel',
    divider: 'Resize recipe panel',
    valueText: args('Recipe panel {{percent}}% wide', 'percent'),
  },
  detail: {
    tabs: 'Recipe details',
    ingredients: 'Ingredients',
    nutrition: 'Nutrition',
  },
  share: {
    label: 'Share recipe',
    copied: 'Recipe copied to clipboard',
    shared: 'Recipe shared',
    failed: "Couldn't share the recipe",
    title: 'Share a public link',
    explainOff:
      'Anyone with the link can read this recipe, without an account. Nothing else of yours is shown, and you can stop sharing at any time.',
    explainOn:
      'Anyone with this link can read the recipe. Stop sharing to make the link stop working.',
    enable: 'Create public link',
    enabling: 'Creating link…',
    link: 'Public link',
    copy: 'Copy link',
    copiedLink: 'Link copied',
    shareVia: 'Share…',
    stop: 'Stop sharing',
    stopping: 'Stopping…',
    stopped: 'Sharing stopped. The old link no longer works.',
    error: "Couldn't change sharing. Please try again.",
    loadError: "Couldn't load the sharing state.",
    retry: 'Try again',
    loading: 'Loading sharing state',
    close: 'Close',
  },
  servings: {
    label: 'Servings',
    decrease: 'Decrease servings',
    increase: 'Increase servings',
    /** The shown count's accessible name ("4 servings"). */
    count: plural('{{count}} serving', '{{count}} servings'),
  },
  edit: {
    notCounted: args('Not counted: {{names}}', 'names'),
    notCountedHint: 'These ingredients are not in our catalogue, so their nutrients are missing.',
  },
  transfer: {
    title: 'Import recipes',
    description:
      "Paste a recipe's text to check it before saving, or add recipes from schema.org JSON-LD: paste a block, choose a file, or give the address of a recipe page.",
    tabs: 'Import from',
    text: 'Text',
    textLabel: 'Recipe text',
    textHint:
      'A title, the ingredients one per line ("200 g flour"), then the steps. You can check and correct everything before saving.',
    preview: 'Preview',
    paste: 'Paste',
    file: 'File',
    url: 'URL',
    pasteLabel: 'JSON-LD',
    pasteHint: "A schema.org Recipe object, a list of them, or a page's source.",
    fileLabel: 'File',
    chooseFile: 'Choose file…',
    fileHint: '.json, .jsonld or .html, at most 2 MB.',
    urlLabel: 'Recipe page address',
    urlHint: 'A public http or https page with schema.org recipe data.',
    submit: 'Import',
    importing: 'Importing…',
    imported: plural('Imported {{count}} recipe', 'Imported {{count}} recipes'),
    /** Under an imported recipe that conflicts with the cook's food preferences. */
    avoidWarning: args('Contains {{items}}, which you avoid', 'items'),
    importMore: 'Import more',
    done: 'Done',
    close: 'Close',
    errors: {
      import_invalid_json: 'This is not valid JSON. Check the pasted text.',
      import_no_recipe: 'No recipe was found. The source needs schema.org Recipe data.',
      import_too_large: 'This is too large to import (at most 2 MB).',
      import_invalid_url: 'Enter an address that starts with http:// or https://.',
      import_address_not_allowed:
        'This address cannot be imported from (private or local network).',
      import_fetch_failed: "The page couldn't be loaded. Check the address.",
      import_timeout: 'The page took too long to answer. Please try again later.',
      import_too_complex: 'The source is too complex to read. Please try a smaller one.',
      tooMany: 'Too many imports. Please wait a minute.',
      network: 'Network error. Please check your connection.',
      missing: 'Fill in this field first.',
      failed: "Couldn't import. Please try again.",
      text_empty: "Paste a recipe's text first.",
      text_no_ingredients:
        'No ingredients were found. Put each ingredient on its own line, for example "200 g flour".',
      text_no_steps:
        'No steps were found. Write the steps below the ingredients, numbered or one per line.',
    },
  },
  // Metric / US switch of the recipe view (decision record 0028).
  units: {
    label: 'Units',
    metric: 'Metric',
    us: 'US',
    saveFailed: "Couldn't save your unit choice; it applies to this view only.",
  },
  /** The recipe view's "Kitchen amounts" switch. */
  amountStyle: {
    label: 'Kitchen amounts',
    hint: 'Round scaled amounts to what you can measure: 1/8 tsp steps, whole cloves, half pieces.',
  },
  /** The recipe view's frame, print sheet, Nutrition Facts label and allergen line (issue #18). */
  view: {
    fallbackTitle: 'Recipe',
    region: 'Recipe',
    instructionsRegion: 'Cooking instructions',
    loading: 'Loading recipe',
    missing: 'Recipe data not available',
    backToLibrary: 'Back to Library',
    noIngredients: 'No ingredients listed.',
    ingredientsLabel: 'Ingredients',
  },
  /** The facts strip of the recipe view and the print sheet. */
  facts: {
    time: 'Time',
    difficulty: 'Difficulty',
    category: 'Category',
  },
  print: {
    fact: args('{{label}}:', 'label'),
    ingredients: plural('Ingredients ({{count}} serving)', 'Ingredients ({{count}} servings)'),
    instructions: 'Cooking Instructions',
  },
  /** The plain text of "Share recipe" (share sheet or clipboard). */
  shareText: {
    ingredients: plural('Ingredients ({{count}} serving):', 'Ingredients ({{count}} servings):'),
  },
  nutrition: {
    title: 'Nutrition Facts',
    servingsPerRecipe: plural('{{count}} serving per recipe', '{{count}} servings per recipe'),
    servingSize: 'Serving size',
    oneServing: '1 serving',
    amountPerServing: 'Amount per serving',
    calories: 'Calories',
    caloriesDailyValue: args('{{unit}}, {{percent}} DV', 'unit', 'percent'),
    percent: args('{{value}}%', 'value'),
    dailyValue: '% Daily Value*',
    nutrient: 'Nutrient',
    footnote:
      '* The % Daily Value (DV) tells you how much a nutrient in a serving of food contributes to a daily diet. 2,000 calories a day is used for general nutrition advice.',
    nutrients: { ...NUTRIENT_LABELS.en },
  },
  /** The cook's 1-5 rating and personal note (recipe view, library card, after cooking; issue 29). */
  rating: {
    heading: 'Your rating and notes',
    legend: 'Your rating',
    rate: args('Rate {{stars}} of 5', 'stars'),
    clear: 'Clear rating',
    noteLabel: 'Personal note',
    notePlaceholder: 'e.g. less salt next time',
    noteHint: 'Only you see it. It is saved when you leave the field.',
    save: 'Save note',
    saving: 'Saving...',
    saved: 'Saved',
    failed: "Couldn't save. Your text is kept, please try again.",
    remaining: args('{{count}} characters left', 'count'),
    afterCooking: 'How did it turn out?',
    afterCookingHint: 'Rate it and note what to change next time.',
  },
  /** /app/shared/{token}: "Save to my Sous", a copy of a shared recipe into one's library. */
  sharedSave: {
    title: 'Save to my Sous',
    intro:
      'Keep your own copy of this shared recipe in your library. Changes you make to it are yours alone; the original stays as it is.',
    save: 'Save to my Sous',
    saving: 'Saving…',
    saved: args('“{{title}}” is in your library now.', 'title'),
    alreadyYours: args('“{{title}}” is already yours: it is in your library.', 'title'),
    open: 'Open recipe',
    library: 'Go to your library',
    notFound:
      'This link does not lead to a shared recipe (any more). The owner may have stopped sharing it.',
    tooMany: 'Too many saves in a short time. Please wait a minute.',
    failed: "Couldn't save the recipe. Please try again.",
  },
};

export default en;
