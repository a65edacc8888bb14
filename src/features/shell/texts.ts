import { args, defineTexts } from '#src/lib/i18n/texts';

/** The app shell's texts (sidebar, user menu, footer), in the spec's wording. */
export const SHELL_SPEC = {
  dashboard: 'Dashboard',
  generateRecipe: 'Generate Recipe',
  recipeLibrary: 'Recipe Library',
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

/** The texts in the current language (see README "How to add a text"). */
export const SHELL_TEXTS = defineTexts('shell', SHELL_SPEC);
