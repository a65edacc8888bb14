import { expect, test, type Page } from '@playwright/test';

/** A 1x1 PNG: the mock "reads" tomatoes, mozzarella and basil from any photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface CollectionDetail {
  id: number;
  name: string;
  recipe_ids: number[];
}

/** Reads the signed-in user's data through the app's own /api (answered by the mock). */
const apiGet = <T>(page: Page, path: string) =>
  page.evaluate(
    async (url) => (await fetch(url, { credentials: 'include' })).json(),
    path,
  ) as Promise<T>;

async function openWizard(page: Page) {
  await page.goto('/?scenario=cook');
  await page.goto('/app/generate');
  await expect(
    page.getByRole('heading', { name: 'What do you want to cook today?' }),
  ).toBeVisible();
}

async function toIngredients(page: Page, prompt = 'Pizza night') {
  await page.getByRole('textbox', { name: 'Your cooking idea' }).fill(prompt);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'What ingredients do you have?' })).toBeVisible();
}

async function generate(page: Page, ingredients: string) {
  await page.getByRole('textbox', { name: 'Your ingredients' }).fill(ingredients);
  await page.getByRole('button', { name: 'Generate Recipes' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your recipe' })).toBeVisible();
}

const optionCards = (page: Page) =>
  page.getByRole('list', { name: 'Recipe options' }).locator('button[aria-pressed]');

test.describe('generate recipe wizard', () => {
  test('prompt, ingredients, options, two saved into collections, then the library', async ({
    page,
  }) => {
    await openWizard(page);
    await toIngredients(page);
    await generate(page, 'flour, tomatoes, mozzarella');
    await expect(page.getByText('Recipes generated successfully!')).toBeVisible();

    const cards = optionCards(page);
    await cards.nth(0).click();
    await cards.nth(1).click();
    await expect(cards.nth(0)).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Generate (2)' }).click();

    const dialog = page.getByRole('dialog', { name: 'In Sammlung speichern' });
    await expect(dialog.getByText('Schritt 1 von 2')).toBeVisible();
    const firstTitle = await dialog.getByRole('heading', { level: 3 }).textContent();
    await dialog.getByRole('button', { name: 'Neue Sammlung' }).click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Pizza Friday');
    await dialog.getByRole('textbox', { name: 'Beschreibung (optional)' }).fill('Jede Woche');
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await expect(dialog.getByRole('checkbox', { name: /Pizza Friday/ })).toBeChecked();
    await dialog.getByRole('checkbox', { name: /Weeknight Dinners/ }).check();
    await dialog.getByRole('button', { name: 'Weiter' }).click();

    await expect(dialog.getByText('Schritt 2 von 2')).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 3 })).not.toHaveText(firstTitle ?? '');
    await expect(dialog.getByRole('checkbox', { name: /Pizza Friday/ })).toBeChecked();
    await dialog.getByRole('checkbox', { name: /Weeknight Dinners/ }).uncheck();
    await dialog.getByRole('button', { name: 'Speichern' }).click();

    await expect(page).toHaveURL(/\/app\/library\?last_recipe=\d+,\d+$/);
    const ids = new URL(page.url()).searchParams.get('last_recipe')!.split(',').map(Number);
    expect(new Set(ids).size).toBe(2);

    const collections = await apiGet<CollectionDetail[]>(page, '/api/collection/all');
    const pizza = collections.find((c) => c.name === 'Pizza Friday')!;
    const weeknight = collections.find((c) => c.name === 'Weeknight Dinners')!;
    expect(
      (await apiGet<CollectionDetail>(page, `/api/collection/${pizza.id}`)).recipe_ids,
    ).toEqual(ids);
    expect(
      (await apiGet<CollectionDetail>(page, `/api/collection/${weeknight.id}`)).recipe_ids.slice(
        -1,
      ),
    ).toEqual([ids[0]]);
    const library = await apiGet<{ id: number }[]>(page, '/api/recipe/get_all');
    for (const id of ids) expect(library.map((r) => r.id)).toContain(id);
    expect(await page.evaluate(() => localStorage.getItem('sous.preparingSessionId'))).toBeNull();

    // The wizard starts over.
    await page.goto('/app/generate');
    await expect(
      page.getByRole('heading', { name: 'What do you want to cook today?' }),
    ).toBeVisible();
  });

  test('a collection name typed but not created is created and chosen by Speichern', async ({
    page,
  }) => {
    await openWizard(page);
    await toIngredients(page);
    await generate(page, 'eggs, spinach, feta');
    await optionCards(page).nth(0).click();
    await page.getByRole('button', { name: 'Generate (1)' }).click();

    const dialog = page.getByRole('dialog', { name: 'In Sammlung speichern' });
    await dialog.getByRole('button', { name: 'Neue Sammlung' }).click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Brunch');
    await dialog.getByRole('button', { name: 'Speichern' }).click();

    await expect(page).toHaveURL(/\/app\/library\?last_recipe=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('last_recipe'));
    const collections = await apiGet<CollectionDetail[]>(page, '/api/collection/all');
    const brunch = collections.filter((c) => c.name === 'Brunch');
    expect(brunch).toHaveLength(1);
    expect(
      (await apiGet<CollectionDetail>(page, `/api/collection/${brunch[0]!.id}`)).recipe_ids,
    ).toEqual([id]);
  });

  test('a reload on step 3 restores the options', async ({ page }) => {
    await openWizard(page);
    await toIngredients(page, 'Soup for a cold day');
    await generate(page, 'leeks, potatoes, cream');
    const titles = await optionCards(page).allTextContents();
    expect(titles.length).toBeGreaterThan(1);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Choose your recipe' })).toBeVisible();
    await expect(optionCards(page)).toHaveText(titles);
    await expect(page.getByText('These are the recipes from your last visit.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start new' })).toBeVisible();
    await expect(
      page.getByText('Failed to restore your previous session.', { exact: false }),
    ).toHaveCount(0);

    // Generate New Recipes still knows the inputs after the reload.
    const sessionId = await page.evaluate(() => localStorage.getItem('sous.preparingSessionId'));
    await page.getByRole('button', { name: 'Generate New Recipes' }).click();
    await expect(page.getByText('Recipes generated successfully!')).toBeVisible();
    await expect(optionCards(page)).not.toHaveText(titles);
    expect(await page.evaluate(() => localStorage.getItem('sous.preparingSessionId'))).toBe(
      sessionId,
    );
  });

  test('a failing generate shows the server error and Try Again works', async ({ page }) => {
    // The mock answers inside the Service Worker, out of page.route's reach, so the failure is made
    // one level up: the page's fetch answers the first generate call with a 503 itself.
    await page.addInitScript(() => {
      const realFetch = window.fetch.bind(window);
      let failed = false;
      window.fetch = (input, init) => {
        const request = input instanceof Request ? input : new Request(input, init);
        if (
          !failed &&
          request.method === 'POST' &&
          request.url.endsWith('/api/preparing/generate')
        ) {
          failed = true;
          return Promise.resolve(
            new Response(JSON.stringify({ detail: 'The AI provider is unavailable.' }), {
              status: 503,
              headers: { 'Content-Type': 'application/json' },
            }),
          );
        }
        return realFetch(input, init);
      };
    });
    await openWizard(page);
    await toIngredients(page);
    await page.getByRole('textbox', { name: 'Your ingredients' }).fill('flour, tomatoes');
    await page.getByRole('button', { name: 'Generate Recipes' }).click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Oops! Something went wrong');
    await expect(alert).toContainText('Server error. Please try again later.');
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'Choose your recipe' })).toBeVisible();
    await expect(page.getByText('Recipes generated successfully!')).toBeVisible();
  });

  test('a photo appends its ingredients to the typed ones', async ({ page }) => {
    await openWizard(page);
    await toIngredients(page);
    const field = page.getByRole('textbox', { name: 'Your ingredients' });
    await field.fill('flour');
    await page
      .getByLabel('Photo of a shopping list or recipe')
      .setInputFiles({ name: 'fridge.png', mimeType: 'image/png', buffer: PNG });
    await expect(field).toHaveValue('flour, tomatoes, mozzarella, basil');

    await page.getByRole('button', { name: 'Generate Recipes' }).click();
    await expect(page.getByRole('heading', { name: 'Choose your recipe' })).toBeVisible();
  });

  test('Generate New Recipes offers titles not shown before, round after round', async ({
    page,
  }) => {
    await openWizard(page);
    await toIngredients(page, 'Dinner');
    await generate(page, 'chicken, broccoli, rice');
    const titleOf = (page: Page) =>
      page.getByRole('list', { name: 'Recipe options' }).getByTestId('option-title');
    const seen = await titleOf(page).allTextContents();
    expect(seen).toHaveLength(4);
    for (let round = 0; round < 2; round++) {
      const before = await titleOf(page).allTextContents();
      await page.getByRole('button', { name: 'Generate New Recipes' }).click();
      await expect(titleOf(page)).not.toHaveText(before);
      const next = await titleOf(page).allTextContents();
      expect(next.length).toBeGreaterThanOrEqual(3);
      expect(next.filter((title) => seen.includes(title))).toEqual([]);
      seen.push(...next);
    }
  });

  test('option cards compare time, difficulty, calories and allergens; ignored words are named', async ({
    page,
  }) => {
    await openWizard(page);
    await toIngredients(page, 'Breakfast qwxz');
    await generate(page, 'milk, eggs, flour, brrr');
    // The book's buttermilk pancakes: 30 minutes, easy, with their own allergens.
    const pancakes = optionCards(page).filter({ hasText: 'Buttermilk Pancakes' });
    await expect(pancakes).toContainText('30 min');
    await expect(pancakes).toContainText('Easy');
    await expect(pancakes).toContainText(/\d+ kcal/);
    await expect(pancakes.getByTestId('allergens')).toHaveText(
      'Contains: gluten, eggs, milk · check labels',
    );
    const ignored = page.getByTestId('ignored');
    await expect(ignored).toContainText('Words we did not understand and ignored: “qwxz”');
    await expect(ignored).toContainText('Ingredients we could not read and ignored: “brrr”');
    // Four cards: two rows of two, none alone in a row.
    const boxes = await optionCards(page).evaluateAll((cards) =>
      cards.map((card) => Math.round(card.getBoundingClientRect().top)),
    );
    expect(boxes).toHaveLength(4);
    expect(new Set(boxes).size).toBeLessThanOrEqual(2);
    expect(boxes.filter((top) => top === boxes[3]).length).toBeGreaterThanOrEqual(2);
  });

  test('Enter submits the prompt; Start new after a reload begins again', async ({ page }) => {
    await openWizard(page);
    await page.getByRole('textbox', { name: 'Your cooking idea' }).fill('Tomato soup');
    await page.getByRole('textbox', { name: 'Your cooking idea' }).press('Enter');
    await expect(
      page.getByRole('heading', { name: 'What ingredients do you have?' }),
    ).toBeVisible();
    await generate(page, 'tomatoes, onions');
    const sessionId = await page.evaluate(() => localStorage.getItem('sous.preparingSessionId'));
    await page.reload();
    await page.getByRole('button', { name: 'Start new' }).click();
    await expect(
      page.getByRole('heading', { name: 'What do you want to cook today?' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your cooking idea' })).toHaveValue('');
    expect(await page.evaluate(() => localStorage.getItem('sous.preparingSessionId'))).toBeNull();
    await expect
      .poll(async () =>
        page.evaluate(
          async (id) => (await fetch(`/api/preparing/${id}/get_options`)).status,
          sessionId,
        ),
      )
      .toBe(404);
  });

  test('the photo shows as a thumbnail, can be removed, and is not sent once its ingredients were replaced', async ({
    page,
  }) => {
    // What the session was generated with: its image analysis is 404 when no photo was sent.
    const photoSent = async () => {
      const id = await page.evaluate(() => localStorage.getItem('sous.preparingSessionId'));
      return page.evaluate(
        async (sessionId) => (await fetch(`/api/preparing/${sessionId}/image-analysis`)).status,
        id,
      );
    };
    await openWizard(page);
    await toIngredients(page, 'Pizza night');
    const field = page.getByRole('textbox', { name: 'Your ingredients' });
    await page
      .getByLabel('Photo of a shopping list or recipe')
      .setInputFiles({ name: 'fridge.png', mimeType: 'image/png', buffer: PNG });
    await expect(field).toHaveValue('tomatoes, mozzarella, basil');
    await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
    // A second photo reads the same items: nothing is listed twice.
    await page
      .getByLabel('Photo of a shopping list or recipe')
      .setInputFiles({ name: 'fridge2.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
    await expect(field).toHaveValue('tomatoes, mozzarella, basil');
    await page.getByRole('button', { name: 'Generate Recipes' }).click();
    await expect(page.getByRole('heading', { name: 'Choose your recipe' })).toBeVisible();
    expect(await photoSent()).toBe(200);

    // Back to "Your idea", a new prompt, the ingredients replaced: the old photo is not sent.
    await page.getByRole('button', { name: /Your idea/ }).click();
    await page.getByRole('textbox', { name: 'Your cooking idea' }).fill('Beef tacos');
    await page.getByRole('button', { name: 'Next' }).click();
    await field.fill('beef, tortillas');
    await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
    await page.getByRole('button', { name: 'Generate Recipes' }).click();
    await expect(page.getByRole('heading', { name: 'Choose your recipe' })).toBeVisible();
    expect(await photoSent()).toBe(404);

    // Remove photo: gone at once, and not sent even with its ingredients listed.
    await page.getByRole('button', { name: /Ingredients/ }).click();
    await page
      .getByLabel('Photo of a shopping list or recipe')
      .setInputFiles({ name: 'fridge.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove photo' }).click();
    await expect(page.getByRole('img', { name: 'Your photo' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Generate Recipes' }).click();
    await expect(page.getByRole('heading', { name: 'Choose your recipe' })).toBeVisible();
    expect(await photoSent()).toBe(404);
  });

  test('servings 2 and Mild fill the request: every option is for 2 and none is the hot curry', async ({
    page,
  }) => {
    await openWizard(page);
    await page.getByRole('textbox', { name: 'Your cooking idea' }).fill('A chicken curry');
    const servings = page.getByTestId('servings-value');
    await expect(servings).toHaveText('Any');
    // From "Any", "+" starts at 2, and "−" below 1 is "Any" again.
    await page.getByRole('button', { name: 'More servings' }).click();
    await expect(servings).toHaveText('2');
    await page.getByRole('button', { name: 'Fewer servings' }).click();
    await page.getByRole('button', { name: 'Fewer servings' }).click();
    await expect(servings).toHaveText('Any');
    await expect(page.getByRole('spinbutton', { name: 'Servings' })).toHaveAttribute(
      'aria-valuetext',
      'Any',
    );
    await page.getByRole('button', { name: 'More servings' }).click();
    await expect(servings).toHaveText('2');
    // The cook taps the chip (its radio is visually hidden inside it).
    await page.getByText('Mild', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Mild' })).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();
    await generate(page, 'chicken, rice');

    const cards = optionCards(page);
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      await expect(card).toContainText('Serves 2');
      await expect(card.getByTestId('option-title')).not.toHaveText(/curry|spiced/i);
    }
    // Back on step 1 the controls are as the cook set them.
    await page.getByRole('button', { name: /Your idea/ }).click();
    await expect(servings).toHaveText('2');
    await expect(page.getByRole('radio', { name: 'Mild' })).toBeChecked();
  });

  test('"for two, not too spicy" shows 2 servings and Mild, understood from the words', async ({
    page,
  }) => {
    await openWizard(page);
    await page
      .getByRole('textbox', { name: 'Your cooking idea' })
      .fill('Vegetarian pasta for two, not too spicy');
    await expect(page.getByTestId('servings-value')).toHaveText('2');
    await expect(page.getByRole('radio', { name: 'Mild' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Vegetarian', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      page.getByText('Understood from your words: 2 servings, mild, vegetarian'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await generate(page, 'tomatoes');
    for (const card of await optionCards(page).all()) await expect(card).toContainText('Serves 2');
  });

  test('a photographed shopping list keeps its amounts in the ingredients box', async ({
    page,
  }) => {
    await openWizard(page);
    await toIngredients(page);
    const field = page.getByRole('textbox', { name: 'Your ingredients' });
    await page
      .getByLabel('Photo of a shopping list or recipe')
      .setInputFiles({ name: 'shopping-list.png', mimeType: 'image/png', buffer: PNG });
    await expect(field).toHaveValue('500 g spaghetti, 400 g tomatoes, 1 bunch basil');
    await page.getByRole('button', { name: 'Generate Recipes' }).click();
    await expect(page.getByRole('heading', { name: 'Choose your recipe' })).toBeVisible();
    // An option is a spaghetti dish of the recipe book that uses no more than the cook listed (the
    // book's 400 g of the 500 g), so no shortfall is named.
    const sessionId = await page.evaluate(() => localStorage.getItem('sous.preparingSessionId'));
    const options = await apiGet<{ id: number }[]>(page, `/api/preparing/${sessionId}/get_options`);
    const lines = (
      await Promise.all(
        options.map((option) =>
          apiGet<{ ingredients: { quantity: number; unit: string; name: string }[] }>(
            page,
            `/api/recipe/${option.id}/get`,
          ),
        ),
      )
    ).flatMap((recipe) => recipe.ingredients);
    expect(lines.filter((line) => line.name === 'spaghetti')).toEqual([
      { quantity: 400, unit: 'g', name: 'spaghetti' },
    ]);
    await expect(page.getByText(/Not enough for every option/)).toHaveCount(0);
  });
});
