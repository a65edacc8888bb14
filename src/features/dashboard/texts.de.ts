import { args, plural, type Translation } from '#src/lib/i18n/texts';
import type en from './texts.en';

/** Deutsch. */
const de: Translation<typeof en> = {
  pageTitle: 'Übersicht',
  welcome: args('Willkommen zurück, {{name}}!', 'name'),
  chef: 'Küchenchef',
  tagline: 'Was kochen wir heute?',
  firstVisit: 'Neu bei Sous? Sag, was du kochen willst und was du hast: Sous schreibt dir Rezepte dazu.',
  statsHeading: 'Deine Kochstatistik',
  recentHeading: 'Neueste Rezepte',
  viewAll: 'Alle ansehen',
  statsFailed: 'Deine Statistik konnte nicht geladen werden. Bitte versuche es erneut.',
  recentFailed: 'Deine Rezepte konnten nicht geladen werden. Bitte versuche es erneut.',
  tryAgain: 'Erneut versuchen',
  generateRecipe: 'Rezept generieren',
  findRecipes: 'Neue Rezepte finden',
  profileSettings: 'Profileinstellungen',
  loadingRecent: 'Neueste Rezepte werden geladen',
  noRecipes: 'Noch keine Rezepte',
  noRecipesIntro:
    'Sag Sous, worauf du Lust hast, und speichere deine Favoriten: Sie erscheinen dann hier.',
  generateFirst: 'Dein erstes Rezept generieren',
  recipesSaved: 'Gespeicherte Rezepte',
  cookedThisWeek: 'Diese Woche gekocht',
  avgCookTime: 'Ø Kochzeit',
  dayStreak: 'Tage in Folge',
  days: plural('{{count}} Tag', '{{count}} Tage'),
  loading: 'Wird geladen',
};

export default de;
