/** Copy of the landing page: what Sous promises, section by section. */
export type FeatureIcon = 'sparkles' | 'user' | 'timer' | 'bookmark';
export type DishIllustration = 'bowl' | 'pasta' | 'salad' | 'curry';

export const LANDING = {
  hero: {
    eyebrow: 'Your AI cooking companion',
    title: 'Cook something great with what you already have',
    lead: 'Tell Sous what you are in the mood for and what is in your kitchen. It suggests recipes made for you, then guides you from the first chop to the last plate.',
    primary: 'Get Started Free',
    secondary: 'See how it works',
  },
  features: {
    id: 'features',
    heading: 'Everything you need between the fridge and the table',
    lead: 'Sous does the planning so you can enjoy the cooking.',
    items: [
      {
        icon: 'sparkles',
        title: 'AI recipe generation',
        text: 'Describe a craving, list a few ingredients or snap a photo of them. Sous composes several recipe options in seconds.',
      },
      {
        icon: 'user',
        title: 'Personalised recipes',
        text: 'Every suggestion starts from your ingredients and your wishes, so you cook what suits you, not a generic menu.',
      },
      {
        icon: 'timer',
        title: 'Interactive step-by-step guide',
        text: 'Follow clear steps with tips, built-in timers and voice assistance, so your hands can stay on the cutting board.',
      },
      {
        icon: 'bookmark',
        title: 'Your saved recipe collection',
        text: 'Keep the recipes you love, group them into collections and find them again in a tap.',
      },
    ] satisfies readonly { icon: FeatureIcon; title: string; text: string }[],
  },
  howItWorks: {
    id: 'how-it-works',
    heading: 'How It Works',
    lead: 'From idea to dinner in three steps.',
    steps: [
      {
        title: 'Say what you want to cook',
        text: 'A quick weeknight pasta, something warming, a dish for guests: one sentence is enough.',
      },
      {
        title: 'Add your ingredients',
        text: 'Type what you have or upload a photo of your shopping list, and Sous reads the ingredients for you.',
      },
      {
        title: 'Pick a recipe and cook along',
        text: 'Choose your favourites, save them to a collection and follow the guided steps with timers.',
      },
    ],
  },
  recipes: {
    id: 'recipes',
    heading: 'Recipes cooks are making with Sous',
    lead: 'A taste of what comes out of a half-empty fridge.',
    items: [
      {
        illustration: 'bowl',
        title: 'Crispy Chickpea Grain Bowl',
        text: 'Roasted chickpeas, quinoa, cucumber and a lemon-tahini drizzle.',
        time: '25 min',
        difficulty: 'Easy',
      },
      {
        illustration: 'pasta',
        title: 'Creamy Tomato Spinach Pasta',
        text: 'A one-pan sauce from tinned tomatoes, a splash of cream and fresh spinach.',
        time: '20 min',
        difficulty: 'Easy',
      },
      {
        illustration: 'salad',
        title: 'Warm Salmon & Potato Salad',
        text: 'Flaky salmon, baby potatoes and a mustard-dill dressing.',
        time: '35 min',
        difficulty: 'Medium',
      },
      {
        illustration: 'curry',
        title: 'Coconut Chicken Curry',
        text: 'Tender chicken simmered in coconut milk with ginger, garlic and lime.',
        time: '1h 5min',
        difficulty: 'Medium',
      },
    ] satisfies readonly {
      illustration: DishIllustration;
      title: string;
      text: string;
      time: string;
      difficulty: string;
    }[],
  },
  cta: {
    heading: 'Ready to cook something new tonight?',
    lead: 'Create your free account and get your first recipes in under a minute.',
    button: 'Get Started Free',
  },
} as const;
