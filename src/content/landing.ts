import { difficultyLabel, formatTime, type DifficultyValue } from '#src/lib/format';
import { defineTexts } from '#src/lib/i18n/texts';
import en from './landing.en';

/** Copy of the landing page: what Sous promises, section by section. */
export type FeatureIcon = 'sparkles' | 'user' | 'timer' | 'bookmark';
export type DishIllustration = 'bowl' | 'pasta' | 'salad' | 'curry';

/** The texts in the current language (README "How to add a text"); spec wording = English. */
export const LANDING_TEXTS = defineTexts('landing', en);
const T = LANDING_TEXTS;

type FeatureKey = keyof typeof en.features.items;
type StepKey = keyof typeof en.howItWorks.steps;

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
