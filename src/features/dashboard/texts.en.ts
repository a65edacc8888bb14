import { args, plural } from '#src/lib/i18n/texts';

/** The dashboard's texts: the English source, every key. */
const en = {
  pageTitle: 'Dashboard',
  welcome: args('Welcome back, {{name}}!', 'name'),
  chef: 'Chef',
  tagline: 'What are we cooking today?',
  /** Below the spec's heading on a brand-new user's first visit, instead of the tagline. */
  firstVisit: 'New to Sous? Say what you want to cook and what you have: Sous writes recipes for you.',
  statsHeading: 'Your cooking stats',
  recentHeading: 'Recent Recipes',
  viewAll: 'View all',
  statsFailed: 'Failed to load your statistics. Please try again.',
  recentFailed: 'Failed to load your recipes. Please try again.',
  tryAgain: 'Try Again',
  generateRecipe: 'Generate Recipe',
  findRecipes: 'Find New Recipes',
  profileSettings: 'Profile Settings',
  loadingRecent: 'Loading recent recipes',
  noRecipes: 'No recipes yet',
  noRecipesIntro:
    'Tell Sous what you want to cook and save your favourites: they will show up here.',
  generateFirst: 'Generate your first recipe',
  recipesSaved: 'Recipes Saved',
  cookedThisWeek: 'Cooked This Week',
  avgCookTime: 'Avg. Cook Time',
  dayStreak: 'Day Streak',
  days: plural('{{count}} day', '{{count}} days'),
  loading: 'Loading',
};

export default en;
