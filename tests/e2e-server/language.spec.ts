import { expect, test } from '@playwright/test';
import de from '#src/features/recipes/allergen-texts.de';
import { signUpAndSave } from './cook';

/** The German allergen names of the recipe view. */
const GERMAN_ALLERGENS: Record<string, string> = de.names;

// Issue #18 on the real server: Deutsch is stored on the user, and a saved recipe's labels follow it.
test('Deutsch on the real server: a saved recipe in German, kept across a reload', async ({
  page,
}) => {
  const [recipe] = await signUpAndSave(
    page,
    'sprache',
    [{ prompt: 'A pasta bake', ingredients: 'pasta, tomatoes, mozzarella, basil' }],
    { instructions: true },
  );
  expect(recipe).toBeDefined();

  await page.goto('/app/settings');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
  await expect(page.getByRole('heading', { name: 'Sprache' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await (await fetch('/api/users/me')).json()).language))
    .toBe('de');

  const names = [...new Set(recipe!.allergens)].map((a) => GERMAN_ALLERGENS[a]);
  const allergenLine = `${names.length ? `Enthält: ${names.join(', ')}` : 'Keine häufigen Allergene gefunden'} · Etiketten prüfen`;

  const expectGerman = async () => {
    await expect(page.getByRole('heading', { level: 1, name: recipe!.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const view = page.getByRole('region', { name: 'Rezept' });
    await expect(view.getByText('Zeit', { exact: true })).toBeVisible();
    await expect(view.getByText('Schwierigkeit', { exact: true })).toBeVisible();
    await expect(view.getByTestId('allergens')).toHaveText(allergenLine);
    await expect(view.getByRole('tab', { name: 'Zutaten' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(view.getByRole('list', { name: 'Zutaten' })).toBeVisible();
    await expect(
      view.getByRole('button', { name: `Weitere Aktionen für ${recipe!.title}` }),
    ).toBeVisible();
    const instructions = page.getByRole('region', { name: 'Kochanleitung' });
    await expect(instructions.getByRole('heading', { name: 'Kochanleitung' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(instructions.getByRole('button', { name: 'Nächster Schritt' })).toBeVisible();
  };

  await page.goto(`/app/recipe/${recipe!.id}`);
  await expectGerman();
  // The server's catalogue computes the nutrition of a generated recipe.
  expect(recipe!.nutrition).toBeTruthy();
  await page.getByRole('tab', { name: 'Nährwerte' }).click();
  const label = page.getByRole('region', { name: 'Nährwertangaben' });
  await expect(label.getByText('Menge pro Portion')).toBeVisible();
  await expect(label.getByText('% Tagesbedarf*')).toBeVisible();
  await expect(label.getByRole('rowheader', { name: /^Fett gesamt / })).toBeVisible();
  await expect(label.getByRole('rowheader')).toHaveCount(13);

  // Stored on the user by the server: a reload is German again.
  await page.reload();
  await expectGerman();
});
