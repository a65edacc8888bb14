import { difficultyLabel, formatTime, type DifficultyValue } from '#src/lib/format';
import { args, defineTexts } from '#src/lib/i18n/texts';

/** Copy of the landing page: what Sous promises, section by section. */
export type FeatureIcon = 'sparkles' | 'user' | 'timer' | 'bookmark';
export type DishIllustration = 'bowl' | 'pasta' | 'salad' | 'curry';

/**
 * The texts (spec wording). The lists are keyed groups, so the completeness test names a missing
 * item's field exactly (`landing.features.items.guide.title`); their order is the order shown.
 */
export const LANDING_SPEC = {
  docTitle: 'Your AI cooking companion',
  hero: {
    eyebrow: 'Your AI cooking companion',
    title: 'Cook something great with what you already have',
    lead: 'Tell Sous what you are in the mood for and what is in your kitchen. It suggests recipes made for you, then guides you from the first chop to the last plate.',
    primary: 'Get Started Free',
    secondary: 'See how it works',
  },
  features: {
    heading: 'Everything you need between the fridge and the table',
    lead: 'Sous does the planning so you can enjoy the cooking.',
    items: {
      generate: {
        title: 'AI recipe generation',
        text: 'Describe a craving, list a few ingredients or snap a photo of them. Sous composes several recipe options in seconds.',
      },
      personal: {
        title: 'Personalised recipes',
        text: 'Every suggestion starts from your ingredients and your wishes, so you cook what suits you, not a generic menu.',
      },
      guide: {
        title: 'Interactive step-by-step guide',
        text: 'Follow clear steps with tips, built-in timers and voice assistance, so your hands can stay on the cutting board.',
      },
      collection: {
        title: 'Your saved recipe collection',
        text: 'Keep the recipes you love, group them into collections and find them again in a tap.',
      },
    },
  },
  howItWorks: {
    heading: 'How It Works',
    lead: 'From idea to dinner in three steps.',
    /** The screen-reader prefix of each step's title. */
    stepNumber: args('Step {{number}}: ', 'number'),
    steps: {
      idea: {
        title: 'Say what you want to cook',
        text: 'A quick weeknight pasta, something warming, a dish for guests: one sentence is enough.',
      },
      ingredients: {
        title: 'Add your ingredients',
        text: 'Type what you have or upload a photo of your shopping list, and Sous reads the ingredients for you.',
      },
      cook: {
        title: 'Pick a recipe and cook along',
        text: 'Choose your favourites, save them to a collection and follow the guided steps with timers.',
      },
    },
  },
  recipes: {
    heading: 'Recipes cooks are making with Sous',
    lead: 'A taste of what comes out of a half-empty fridge.',
    items: {
      bowl: {
        title: 'Crispy Chickpea Grain Bowl',
        text: 'Roasted chickpeas, quinoa, cucumber and a lemon-tahini drizzle.',
      },
      pasta: {
        title: 'Creamy Tomato Spinach Pasta',
        text: 'A one-pan sauce from tinned tomatoes, a splash of cream and fresh spinach.',
      },
      salad: {
        title: 'Warm Salmon & Potato Salad',
        text: 'Flaky salmon, baby potatoes and a mustard-dill dressing.',
      },
      curry: {
        title: 'Coconut Chicken Curry',
        text: 'Tender chicken simmered in coconut milk with ginger, garlic and lime.',
      },
    },
  },
  cta: {
    heading: 'Ready to cook something new tonight?',
    lead: 'Create your free account and get your first recipes in under a minute.',
    button: 'Get Started Free',
  },
};

/** The texts in the current language (see README "How to add a text"). */
export const LANDING_TEXTS = defineTexts('landing', LANDING_SPEC);
const T = LANDING_TEXTS;

type FeatureKey = keyof typeof LANDING_SPEC.features.items;
type StepKey = keyof typeof LANDING_SPEC.howItWorks.steps;

/** The features in the order shown, with their icon. */
const FEATURES: readonly [FeatureKey, FeatureIcon][] = [
  ['generate', 'sparkles'],
  ['personal', 'user'],
  ['guide', 'timer'],
  ['collection', 'bookmark'],
];
const STEPS: readonly StepKey[] = ['idea', 'ingredients', 'cook'];
/** The showcase dishes: drawing (also the texts' key), minutes and difficulty. */
const DISHES: readonly [DishIllustration, number, DifficultyValue][] = [
  ['bowl', 25, 'easy'],
  ['pasta', 20, 'easy'],
  ['salad', 35, 'medium'],
  ['curry', 65, 'medium'],
];

/**
 * The page as its sections read it, in the current language (read at render time; the language
 * root re-mounts the page when the language changes). Times and difficulty use the app's formats.
 */
export const LANDING = {
  get hero() {
    return T.hero;
  },
  features: {
    id: 'features',
    get heading() {
      return T.features.heading;
    },
    get lead() {
      return T.features.lead;
    },
    get items() {
      return FEATURES.map(([key, icon]) => ({
        icon,
        title: T.features.items[key].title,
        text: T.features.items[key].text,
      }));
    },
  },
  howItWorks: {
    id: 'how-it-works',
    get heading() {
      return T.howItWorks.heading;
    },
    get lead() {
      return T.howItWorks.lead;
    },
    get steps() {
      return STEPS.map((key) => ({
        title: T.howItWorks.steps[key].title,
        text: T.howItWorks.steps[key].text,
      }));
    },
  },
  recipes: {
    id: 'recipes',
    get heading() {
      return T.recipes.heading;
    },
    get lead() {
      return T.recipes.lead;
    },
    get items() {
      return DISHES.map(([illustration, minutes, difficulty]) => ({
        illustration,
        title: T.recipes.items[illustration].title,
        text: T.recipes.items[illustration].text,
        time: formatTime(minutes),
        difficulty: difficultyLabel(difficulty),
      }));
    },
  },
  get cta() {
    return T.cta;
  },
};
