import { args } from '#src/lib/i18n/texts';

/**
 * The landing page's copy: the English source, every key. The lists are keyed groups, so the
 * completeness test names a missing item's field exactly (`landing.features.items.guide.title`);
 * their order is the order shown.
 */
const en = {
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

export default en;
