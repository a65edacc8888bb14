import { args } from '#src/lib/i18n/texts';

/** The app shell's texts (sidebar, user menu, footer): the English source, every key. */
const en = {
  dashboard: 'Dashboard',
  generateRecipe: 'Generate Recipe',
  recipeLibrary: 'Recipe Library',
  mealPlan: 'Meal Plan',
  shoppingList: 'Shopping List',
  sidebar: 'Sidebar',
  home: 'Sous dashboard',
  expand: 'Expand sidebar',
  collapse: 'Collapse sidebar',
  appNav: 'App',
  skip: 'Skip to content',
  userMenuFor: 'User menu for ',
  avatarOf: args('Avatar of {{name}}', 'name'),
  settings: 'Settings',
  logout: 'Logout',
  footer: 'Footer',
  about: 'About',
  contact: 'Contact',
  privacy: 'Privacy',
};

export default en;
