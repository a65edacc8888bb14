import { args, type Translation } from '#src/lib/i18n/texts';
import type en from './texts.en';

/** Deutsch. */
const de: Translation<typeof en> = {
  dashboard: 'Übersicht',
  generateRecipe: 'Rezept generieren',
  recipeLibrary: 'Rezeptsammlung',
  mealPlan: 'Essensplan',
  shoppingList: 'Einkaufsliste',
  sidebar: 'Seitenleiste',
  home: 'Sous-Übersicht',
  expand: 'Seitenleiste ausklappen',
  collapse: 'Seitenleiste einklappen',
  appNav: 'App',
  skip: 'Zum Inhalt springen',
  userMenuFor: 'Benutzermenü für ',
  avatarOf: args('Avatar von {{name}}', 'name'),
  settings: 'Einstellungen',
  logout: 'Abmelden',
  footer: 'Fußzeile',
  about: 'Über uns',
  contact: 'Kontakt',
  privacy: 'Datenschutz',
};

export default de;
