import { args, plural, type Translation } from '#src/lib/i18n/texts';
import type en from './texts.en';

/** Deutsch. */
const de: Translation<typeof en> = {
  pageTitle: 'Rezept generieren',
  promptHeading: 'Was möchtest du heute kochen?',
  promptIntro: 'Beschreibe ein Gericht, eine Küche, einen Heißhunger oder einen Anlass.',
  promptLabel: 'Deine Kochidee',
  promptPlaceholder: 'z. B. Ein gemütliches vegetarisches Curry für einen Regenabend',
  suggestionsLabel: 'Brauchst du Inspiration?',
  next: 'Weiter',
  ingredientsHeading: 'Welche Zutaten hast du?',
  ingredientsLabel: 'Deine Zutaten',
  ingredientsPlaceholder: 'z. B. Hähnchenschenkel, Reis, Spinat, Knoblauch, Zitrone',
  ingredientsHint: 'Optional. Trenne Zutaten mit Kommas.',
  analyzeImage: 'Bild analysieren',
  takePhoto: 'Foto aufnehmen',
  back: 'Zurück',
  generateRecipes: 'Rezepte generieren',
  generating: 'Wird generiert...',
  analyzing: 'Bild wird analysiert...',
  processing: 'Wird verarbeitet...',
  noIngredients: 'Keine Zutaten im Bild erkannt.',
  optionsHeading: 'Wähle dein Rezept',
  optionsIntro:
    'Wähle ein oder mehrere Rezepte zum Behalten. Tippe auf eine Karte, um sie auszuwählen.',
  optionsListLabel: 'Rezeptvorschläge',
  generateNew: 'Neue Rezepte generieren',
  generateSelected: plural('{{count}} Rezept speichern', '{{count}} Rezepte speichern'),
  generateSelectedHint: 'Speichert die ausgewählten Rezepte in deinen Sammlungen.',
  caloriesPerServing: args('{{kcal}} kcal', 'kcal'),
  ignoredWords: 'Diese Wörter haben wir nicht verstanden und ignoriert:',
  ignoredIngredients: 'Diese Zutaten konnten wir nicht lesen und haben sie ignoriert:',
  restoredNote: 'Das sind die Rezepte von deinem letzten Besuch.',
  startNew: 'Neu beginnen',
  photoIntroText:
    'Tippe ein, was in deiner Küche ist, oder füge ein Foto einer Einkaufsliste oder eines Rezepts hinzu.',
  photoIntroIngredients:
    'Tippe ein, was in deiner Küche ist, oder füge ein Foto deiner Zutaten hinzu.',
  photoInputText: 'Foto einer Einkaufsliste oder eines Rezepts',
  photoInputIngredients: 'Foto deiner Zutaten',
  photoThumbnail: 'Dein Foto',
  removePhoto: 'Foto entfernen',
  success: 'Rezepte erfolgreich generiert!',
  selected: 'Ausgewählt',
  restoring: 'Deine Rezepte werden wiederhergestellt',
  sessionRestoreFailed:
    'Deine letzte Sitzung konnte nicht wiederhergestellt werden. Bitte generiere die Rezepte erneut.',
  saveRecipeFailed: 'Rezept konnte nicht gespeichert werden. Bitte versuche es erneut.',
  imageAnalysisFailed: 'Bildanalyse fehlgeschlagen. Bitte versuche es erneut.',
  imageAnalysisUnusable: 'Die Bildanalyse hat keine Zutaten geliefert',
  imageAnalysisLoggedOut: 'Du musst angemeldet sein, um ein Bild zu analysieren',
  validation: {
    promptRequired: 'Sag uns, was du kochen möchtest.',
    tooShort: 'Bitte gib mindestens 3 Zeichen ein.',
  },
  steps: {
    idea: 'Deine Idee',
    ingredients: 'Zutaten',
    choose: 'Rezepte wählen',
  },
  progress: {
    label: 'Fortschritt des Assistenten',
    stepOf: args('Schritt {{step}} von {{total}}', 'step', 'total'),
    completed: ' (erledigt)',
  },
  preferences: {
    avoiding: args('Ohne: {{items}}', 'items'),
    edit: 'Bearbeiten',
    editLabel: 'Ernährung bearbeiten',
    dialogTitle: 'Ernährung',
    dialogIntro: 'Sous lässt das in jedem Rezeptvorschlag weg.',
  },
  tryAgain: 'Erneut versuchen',
  suggestions: {
    curry: 'Ein gemütliches vegetarisches Curry',
    pasta: 'Schnelle Pasta für den Feierabend',
    breakfast: 'Eiweißreiches Frühstück',
    salmon: 'Etwas Frisches mit Lachs',
    comfort: 'Seelenfutter für einen Regentag',
  },
};
export default de;
