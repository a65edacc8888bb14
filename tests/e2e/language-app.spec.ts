import { expect, test, type Page } from '@playwright/test';
import { startAsCook } from './cook';

const CURRY = 'Chickpea and Spinach Curry';

/** Settings → Sprache: Deutsch, stored on the user. */
async function chooseGerman(page: Page) {
  await page.goto('/app/settings');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
  await expect(page.getByRole('heading', { name: 'Sprache' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
}

// Issue #18: after choosing Deutsch, the app screens the spec left English are German too.
test.describe('language: the app screens in German', () => {
  test.beforeEach(async ({ page }) => {
    await startAsCook(page);
    await chooseGerman(page);
  });

  test('Settings: the profile notices are German', async ({ page }) => {
    await expect(
      page.getByRole('heading', { level: 1, name: 'Profileinstellungen' }),
    ).toBeVisible();
    await page.getByLabel('Benutzername').fill('');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(page.getByRole('alert')).toHaveText('Der Benutzername fehlt');
    await page.getByLabel('Benutzername').fill('chef_anna ');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(page.getByRole('status')).toHaveText('Keine Änderungen zum Speichern');
  });

  test('library and a recipe: facts, allergen line, Nutrition Facts, step controls, the more-menu', async ({
    page,
  }) => {
    await page.goto('/app/library');
    await expect(page.getByRole('heading', { level: 1, name: 'Deine Rezepte' })).toBeVisible();
    const all = page.getByRole('region', { name: 'Alle Rezepte' });
    await expect(all.getByRole('combobox', { name: 'Sortieren' })).toHaveValue('newest');
    const cake = all.getByRole('article').filter({ hasText: 'Lemon Drizzle Cake' });
    await expect(cake).toContainText('2 Std. 10 Min.');
    await expect(
      cake.getByRole('button', { name: 'Weitere Aktionen für Lemon Drizzle Cake' }),
    ).toBeVisible();

    await page.goto('/app/recipe/1');
    await expect(page.getByRole('heading', { level: 1, name: CURRY })).toBeVisible();
    await expect(page).toHaveTitle(`${CURRY} · Sous`);
    const recipe = page.getByRole('region', { name: 'Rezept' });
    await expect(recipe.getByText('Zeit', { exact: true })).toBeVisible();
    await expect(recipe.getByText('40 Min.')).toBeVisible();
    await expect(recipe.getByText('Schwierigkeit', { exact: true })).toBeVisible();
    await expect(recipe.getByText('Leicht')).toBeVisible();
    await expect(recipe.getByTestId('allergens')).toHaveText(
      'Keine häufigen Allergene gefunden · Etiketten prüfen',
    );
    await expect(recipe.getByRole('list', { name: 'Zutaten' })).toBeVisible();

    await recipe.getByRole('tab', { name: 'Nährwerte' }).click();
    const label = recipe.getByRole('region', { name: 'Nährwertangaben' });
    await expect(label.getByTestId('servings-per-recipe')).toHaveText('4 Portionen pro Rezept');
    await expect(label.getByText('Portionsgröße')).toBeVisible();
    await expect(label.getByText('Menge pro Portion')).toBeVisible();
    await expect(label.getByText('% Tagesbedarf*')).toBeVisible();
    await expect(label.getByRole('rowheader', { name: /^Fett gesamt / })).toBeVisible();
    await expect(label.getByRole('rowheader', { name: /^Eiweiß / })).toBeVisible();
    await expect(label.getByRole('rowheader')).toHaveCount(13);

    const instructions = page.getByRole('region', { name: 'Kochanleitung' });
    await expect(instructions.getByRole('heading', { name: 'Kochanleitung' })).toBeVisible();
    await expect(instructions.getByText('Schritt 1 von 5', { exact: true })).toBeVisible();
    await instructions.getByRole('button', { name: 'Nächster Schritt' }).click();
    await expect(instructions.getByText('Schritt 2 von 5', { exact: true })).toBeVisible();
    await expect(instructions.getByRole('button', { name: 'Vorheriger Schritt' })).toBeEnabled();
    await expect(instructions.getByRole('button', { name: 'Schritt 1 vorlesen' })).toBeVisible();
    const start = instructions.getByRole('button', { name: /^Timer-Start: / }).first();
    await expect(start).toHaveText('Start');

    await recipe.getByRole('button', { name: `Weitere Aktionen für ${CURRY}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Sammlung bearbeiten' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Rezept löschen' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('a recipe that is gone: the error box and its way back are German', async ({ page }) => {
    await page.goto('/app/recipe/999999');
    const alert = page.getByRole('alert');
    await expect(
      alert.getByRole('heading', { name: 'Hoppla! Da ist etwas schiefgelaufen' }),
    ).toBeVisible();
    await alert.getByRole('button', { name: 'Zurück zur Bibliothek' }).click();
    await expect(page).toHaveURL(/\/app\/library$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Deine Rezepte' })).toBeVisible();
  });

  test('the generate wizard: check, progress, suggestions, options with German allergen lines', async ({
    page,
  }) => {
    await page.goto('/app/generate');
    await expect(page).toHaveTitle('Rezept generieren · Sous');
    const progress = page.getByRole('navigation', { name: 'Fortschritt des Assistenten' });
    await expect(progress).toContainText('Schritt 1 von 3');
    await expect(progress).toContainText('Deine Idee');
    await expect(
      page.getByRole('button', { name: 'Schnelle Pasta für den Feierabend' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByText('Sag uns, was du kochen möchtest.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Deine Kochidee' }).fill('ab');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByText('Bitte gib mindestens 3 Zeichen ein.')).toBeVisible();

    await page.getByRole('button', { name: 'Schnelle Pasta für den Feierabend' }).click();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByRole('heading', { name: 'Welche Zutaten hast du?' })).toBeVisible();
    await expect(progress).toContainText('Schritt 2 von 3');
    await page.getByRole('textbox', { name: 'Deine Zutaten' }).fill('Nudeln, Tomaten, Basilikum');
    await page.getByRole('button', { name: 'Rezepte generieren' }).click();

    await expect(page.getByRole('heading', { name: 'Wähle dein Rezept' })).toBeVisible();
    await expect(progress).toContainText('Schritt 3 von 3');
    const options = page.getByRole('list', { name: 'Rezeptvorschläge' });
    const notes = options.getByTestId('allergens');
    await expect(notes.first()).toBeVisible();
    for (const note of await notes.allTextContents())
      expect(note).toMatch(/^(Enthält: .+|Keine häufigen Allergene gefunden) · Etiketten prüfen$/);
    await options.getByRole('button').first().click();
    await expect(page.getByRole('button', { name: '1 Rezept speichern' })).toBeEnabled();
  });

  test('a collection: back link, count, cards and the error box are German', async ({ page }) => {
    await page.goto('/app/collection/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Weeknight Dinners' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zurück zur Bibliothek' })).toBeVisible();
    await expect(page.getByText('5 Rezepte')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Rezepte durchsuchen...' })).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText(/Leicht|Mittel|Schwer/);

    await page.goto('/app/collection/not-a-number');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Sammlung nicht gefunden.');
    await expect(
      alert.getByRole('heading', { name: 'Hoppla! Da ist etwas schiefgelaufen' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});
