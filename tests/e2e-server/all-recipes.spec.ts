import { expect, test, type Page } from '@playwright/test';

const stamp = Date.now().toString(36);
const COOK = {
  username: `lib_${stamp}`,
  email: `lib_${stamp}@example.org`,
  password: 'secret123',
};

interface Saved {
  id: number;
  title: string;
  description: string;
  ingredients: string[];
}

/**
 * Signs up through the API (in the page, so its cookies and XSRF token are the app's), generates
 * recipes for each idea with the server's built-in AI and saves every option.
 */
async function signUpAndSave(page: Page, ideas: { prompt: string; ingredients: string }[]) {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  return page.evaluate(
    async ({ cook, ideas }) => {
      const xsrf = () => decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)![1]!);
      const call = async (method: string, path: string, body?: unknown) => {
        const response = await fetch(`/api${path}`, {
          method,
          headers: {
            'X-XSRF-TOKEN': xsrf(),
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
        return response.json();
      };
      await call('POST', '/auth/signup', cook);
      const saved: Saved[] = [];
      for (const idea of ideas) {
        const { preparing_session_id: session } = await call('POST', '/preparing/generate', {
          prompt: idea.prompt,
          written_ingredients: idea.ingredients,
        });
        const options = (await call('GET', `/preparing/${session}/get_options`)) as {
          id: number;
        }[];
        for (const option of options) {
          await call('POST', `/recipe/${option.id}/save`);
          const recipe = await call('GET', `/recipe/${option.id}/get`);
          saved.push({
            id: recipe.id,
            title: recipe.title,
            description: recipe.description ?? '',
            ingredients: recipe.ingredients.map((i: { name: string }) => i.name),
          });
        }
      }
      return saved;
    },
    { cook: COOK, ideas },
  );
}

test('Alle Rezepte on the real server: the search finds a recipe by an ingredient name', async ({
  page,
}) => {
  const saved = await signUpAndSave(page, [
    { prompt: 'A cosy tomato pasta', ingredients: 'spaghetti, tomatoes, garlic, basil' },
    { prompt: 'A quick fish supper', ingredients: 'salmon, dill, potatoes, lemon' },
  ]);
  expect(saved.length).toBeGreaterThanOrEqual(4);

  // An ingredient word found in some recipes' ingredients but in no title or description: only
  // the ingredient search can find it.
  const words = [
    ...new Set(saved.flatMap((r) => r.ingredients.join(' ').toLowerCase().split(/\W+/))),
  ]
    .filter((word) => word.length >= 4)
    .filter((word) =>
      saved.every((r) => !`${r.title} ${r.description}`.toLowerCase().includes(word)),
    );
  const word = words.find((w) => {
    const hits = saved.filter((r) => r.ingredients.some((i) => i.toLowerCase().includes(w)));
    return hits.length >= 1 && hits.length < saved.length;
  });
  expect(word, `an ingredient-only word among ${JSON.stringify(saved)}`).toBeDefined();
  const expected = saved
    .filter((r) => r.ingredients.some((i) => i.toLowerCase().includes(word!)))
    .map((r) => r.title)
    .sort();

  await page.goto('/app/library');
  const section = page.getByRole('region', { name: 'Alle Rezepte' });
  await expect(section.getByRole('article')).toHaveCount(saved.length);
  await section
    .getByRole('searchbox', { name: 'Rezepte durchsuchen...' })
    .fill(word!.toUpperCase());
  await expect(section.getByRole('article')).toHaveCount(expected.length);
  const titles = await section.getByRole('article').getByRole('heading').allTextContents();
  expect(titles.sort()).toEqual(expected);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word!.toUpperCase()}`));
});
