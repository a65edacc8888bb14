import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '#src/app/language';
import type { Nutrition } from '#src/api/types';
import { ErrorState } from '#src/components/error-state';
import { WizardProgress } from '#src/features/generate/components/wizard-progress';
import { validateIngredients, validatePrompt } from '#src/features/generate/model/validation';
import { promptSuggestions } from '#src/features/generate/texts';
import { NutritionLabel } from '#src/features/recipes/components/nutrition-label';
import { PrintSheet } from '#src/features/recipes/components/print-sheet';
import { allergenLine } from '#src/features/recipes/model/allergens';
import { recipeShareText } from '#src/features/recipes/model/share';
import { stepSpeech } from '#src/features/cook/model/voice';
import { authFailureMessage, LOGIN_FAILED } from '#src/features/account/model/auth-errors';
import { LOGIN_NO_USER } from '#src/features/account/api/auth';
import { setUiLanguage } from '#src/lib/i18n/language';

// Issue #18, task "screens": the app screens' last inline texts, in the spec's wording by default
// and in German when Deutsch is chosen.

const NUTRITION: Nutrition = {
  calories: { amount: 484, unit: 'kcal', dv: 24.2 },
  totalFat: { amount: 24.25, unit: 'g', dv: 31 },
  saturatedFat: { amount: 12, unit: 'g', dv: 60 },
  transFat: { amount: 0, unit: 'g' },
  cholesterol: { amount: 30, unit: 'mg', dv: 10 },
  sodium: { amount: 1234.5, unit: 'mg', dv: 53.7 },
  totalCarbohydrate: { amount: 52, unit: 'g', dv: 19 },
  dietaryFiber: { amount: 14, unit: 'g', dv: 50 },
  totalSugars: { amount: 9, unit: 'g' },
  protein: { amount: 18, unit: 'g' },
  vitaminD: { amount: 0, unit: 'mcg', dv: 0 },
  calcium: { amount: 180, unit: 'mg', dv: 14 },
  iron: { amount: 7.5, unit: 'mg', dv: 42 },
  potassium: { amount: 900, unit: 'mg', dv: 19 },
};

const rowOf = (name: RegExp) => screen.getByRole('rowheader', { name }).closest('tr')!;

afterEach(async () => {
  await setUiLanguage('spec');
});

describe('Nutrition Facts', () => {
  it('keeps the spec label: English names, "1234.5", "31%", "DV"', () => {
    render(<NutritionLabel nutrition={NUTRITION} servings={1} />);
    expect(screen.getByRole('heading', { name: 'Nutrition Facts' })).toBeTruthy();
    expect(screen.getByTestId('servings-per-recipe').textContent).toBe('1 serving per recipe');
    expect(rowOf(/^Sodium/).textContent).toBe('Sodium 1234.5mg54%');
    expect(rowOf(/^Total Fat/).textContent).toBe('Total Fat 24.3g31%');
    expect(screen.getByText('kcal, 24% DV')).toBeTruthy();
  });

  it('is German with Deutsch: nutrient names, decimal commas, "31 %", "TB"', async () => {
    await setUiLanguage('de');
    render(<NutritionLabel nutrition={NUTRITION} servings={4} />);
    expect(screen.getByRole('heading', { name: 'Nährwertangaben' })).toBeTruthy();
    expect(screen.getByTestId('servings-per-recipe').textContent).toBe('4 Portionen pro Rezept');
    expect(rowOf(/^Natrium/).textContent).toBe('Natrium 1.234,5mg54 %');
    expect(rowOf(/^Fett gesamt/).textContent).toBe('Fett gesamt 24,3g31 %');
    expect(rowOf(/^Eisen/).textContent).toBe('Eisen 7,5mg42 %');
    expect(screen.getByText('kcal, 24 % TB')).toBeTruthy();
    expect(screen.getAllByRole('rowheader').map((row) => row.textContent!.split(' ')[0])).toEqual([
      'Fett',
      'Gesättigte',
      'Transfette',
      'Cholesterin',
      'Natrium',
      'Kohlenhydrate',
      'Ballaststoffe',
      'Zucker',
      'Eiweiß',
      'Vitamin',
      'Calcium',
      'Eisen',
      'Kalium',
    ]);
    const text = document.body.textContent ?? '';
    const english = ['Serving', 'serving', 'Amount', 'Daily', 'Calories', 'Fat', 'Protein'];
    expect(english.filter((word) => text.includes(word))).toEqual([]);
  });
});

describe('allergens, share text, print sheet, read-aloud', () => {
  it('answers in German with Deutsch', async () => {
    await setUiLanguage('de');
    expect(allergenLine(['milk', 'egg', 'tree-nut'])).toBe(
      'Enthält: Milch, Eier, Schalenfrüchte · Etiketten prüfen',
    );
    expect(allergenLine([])).toBe('Keine häufigen Allergene gefunden · Etiketten prüfen');
    expect(
      recipeShareText({
        title: 'Suppe',
        description: '',
        servings: 1,
        ingredients: ['1 Zwiebel'],
        url: 'https://sous.example/s/x',
      }),
    ).toBe('Suppe\n\nZutaten (1 Portion):\n- 1 Zwiebel\n\nhttps://sous.example/s/x');
    expect(stepSpeech(1, 'Anbraten', 'Zwiebel anbraten.', 300)).toBe(
      'Schritt 2. Anbraten. Zwiebel anbraten. Dieser Schritt hat einen Timer von 5 Minuten.',
    );
  });

  it('prints the German headings and fact labels', async () => {
    await setUiLanguage('de');
    const { container } = render(
      <PrintSheet
        recipe={{
          title: 'Suppe',
          description: '',
          imageUrl: null,
          facts: [{ label: 'Zeit', value: '35 Min.' }],
          servings: 2,
          ingredients: ['1 Zwiebel'],
          steps: [{ heading: 'Anbraten', description: 'Zwiebel anbraten.' }],
        }}
      />,
    );
    const sheet = within(container);
    expect(sheet.getByText('Zeit:')).toBeTruthy();
    expect(
      sheet.getByRole('heading', { name: 'Zutaten (2 Portionen)', hidden: true }),
    ).toBeTruthy();
    expect(sheet.getByRole('heading', { name: 'Kochanleitung', hidden: true })).toBeTruthy();
  });
});

describe('the wizard and the shared error box', () => {
  it('keeps the spec texts by default', () => {
    expect(validatePrompt('')).toBe('Please tell us what you want to cook.');
    expect(promptSuggestions()[1]).toBe('Quick weeknight pasta');
    render(<ErrorState />);
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
    expect(screen.getByText('An unexpected error occurred. Please try again.')).toBeTruthy();
  });

  it('checks, names the steps and shows the error box in German with Deutsch', async () => {
    await setUiLanguage('de');
    expect(validatePrompt(' ')).toBe('Sag uns, was du kochen möchtest.');
    expect(validateIngredients('ab')).toBe('Bitte gib mindestens 3 Zeichen ein.');
    expect(promptSuggestions()).toHaveLength(5);
    expect(promptSuggestions()[1]).toBe('Schnelle Pasta für den Feierabend');
    render(
      <>
        <WizardProgress step={2} reachable={[1]} onSelect={() => undefined} />
        <ErrorState onRetry={() => undefined} />
      </>,
    );
    const nav = screen.getByRole('navigation', { name: 'Fortschritt des Assistenten' });
    expect(nav.textContent).toBe('Schritt 2 von 3Deine Idee (erledigt)2Zutaten3Rezepte wählen');
    expect(
      screen.getByRole('heading', { name: 'Hoppla! Da ist etwas schiefgelaufen' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    expect(
      screen.getByText('Ein unerwarteter Fehler ist aufgetreten. Bitte versuche es erneut.'),
    ).toBeTruthy();
  });

  it('names a sign-in without a user in German, recognised by its spec text', async () => {
    await setUiLanguage('de');
    expect(authFailureMessage(new Error(LOGIN_NO_USER), LOGIN_FAILED)).toBe(
      'Nach der Anmeldung konnten deine Benutzerdaten nicht geladen werden',
    );
  });
});
