import { expect, test } from '@playwright/test';
import { signUpAndSave } from './cook';

/** What the recipe view shows for grams with a density in US units (decision record 0028). */
function usCups(grams: number, density: number): string {
  const cups = grams / density / 236.5882365;
  const shown = Math.round((cups + Number.EPSILON) * 100) / 100;
  return `${shown} ${shown > 1 ? 'cups' : 'cup'}`;
}

test('Metric / US on the real server: cups and °F, kept on the user across a reload', async ({
  page,
}) => {
  const saved = await signUpAndSave(
    page,
    'units',
    [
      { prompt: 'An apple crumble', ingredients: 'apples, flour, sugar, butter, oats' },
      { prompt: 'A salmon salad', ingredients: 'salmon, lettuce, cucumber, lemon' },
    ],
    { every: true },
  );
  const crumble = saved.find((r) => /crumble/i.test(r.title));
  expect(crumble, JSON.stringify(saved.map((r) => r.title))).toBeDefined();
  // An ingredient in grams with a catalogue density, a quarter cup or more.
  const measured = crumble!.ingredients.find((i) => {
    const density = crumble!.ingredient_densities[i.name];
    return i.unit === 'g' && i.quantity !== null && density && i.quantity / density >= 60;
  });
  expect(measured, JSON.stringify(crumble)).toBeDefined();
  const density = crumble!.ingredient_densities[measured!.name]!;

  await page.goto(`/app/recipe/${crumble!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: crumble!.title })).toBeVisible();
  const recipe = page.getByRole('region', { name: 'Recipe' });
  const line = recipe
    .getByRole('listitem')
    .filter({ has: page.getByText(measured!.name, { exact: true }) })
    .locator('span')
    .first();
  await expect(line).toHaveText(`${measured!.quantity} g`);
  const oven = page
    .getByRole('region', { name: 'Cooking instructions' })
    .getByText(/oven to/)
    .first();
  await expect(oven).toContainText('190 °C (fan 170 °C)', { timeout: 30_000 });

  const units = page.getByRole('radiogroup', { name: 'Units' });
  await units.locator('label', { hasText: /^US$/ }).click();
  await expect(line).toHaveText(usCups(measured!.quantity!, density));
  await expect(oven).toContainText('375 °F (fan 350 °F)');
  // Saved on the user by the server.
  await expect
    .poll(() =>
      page.evaluate(async () => (await (await fetch('/api/users/me')).json()).unit_system),
    )
    .toBe('us');

  await page.reload();
  await expect(units.getByRole('radio', { name: 'US' })).toBeChecked();
  await expect(line).toHaveText(usCups(measured!.quantity!, density));
  await expect(oven).toContainText('375 °F (fan 350 °F)', { timeout: 30_000 });

  await units.locator('label', { hasText: /^Metric$/ }).click();
  await expect(line).toHaveText(`${measured!.quantity} g`);
  await expect(oven).toContainText('190 °C (fan 170 °C)');

  // Frei von …: the chips narrow the list by the recipes' allergens, on the server.
  const withGluten = saved.filter((r) => r.allergens.includes('gluten'));
  const expected = saved
    .filter((r) => !r.allergens.includes('gluten'))
    .map((r) => r.title)
    .sort();
  expect([withGluten.length > 0, expected.length > 0], JSON.stringify(saved)).toEqual([true, true]);
  await page.goto('/app/library');
  const section = page.getByRole('region', { name: 'Alle Rezepte' });
  await expect(section.getByRole('article')).toHaveCount(saved.length);
  await section.getByRole('button', { name: 'Filter' }).click();
  await section
    .getByRole('group', { name: 'Frei von …' })
    .getByRole('button', { name: 'Gluten' })
    .click();
  await expect(page).toHaveURL(/[?&]free_of=gluten(&|$)/);
  await expect(section.getByRole('article')).toHaveCount(expected.length);
  const titles = await section.getByRole('article').getByRole('heading').allTextContents();
  expect(titles.sort()).toEqual(expected);
});
