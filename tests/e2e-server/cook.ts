import { expect, type Page } from '@playwright/test';
import type { RecipeDetail } from '#src/api/types';

export interface Idea {
  prompt: string;
  ingredients?: string;
}

/**
 * Signs up a new cook (`prefix_<stamp>`) through the API, in the page so its cookies and XSRF
 * token are the app's; generates options for each idea with the server's built-in AI and saves the
 * first one (`every`: all of them), asking for their steps when `instructions`; returns the saved
 * recipes as GET /recipe/{id}/get answers them.
 */
export async function signUpAndSave(
  page: Page,
  prefix: string,
  ideas: Idea[],
  { every = false, instructions = false } = {},
): Promise<RecipeDetail[]> {
  const stamp = Date.now().toString(36);
  const cook = {
    username: `${prefix}_${stamp}`,
    email: `${prefix}_${stamp}@example.org`,
    password: 'secret123',
  };
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  return page.evaluate(
    async ({ cook, ideas, every, instructions }) => {
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
      const saved = [];
      for (const idea of ideas) {
        const { preparing_session_id: session } = await call('POST', '/preparing/generate', {
          prompt: idea.prompt,
          ...(idea.ingredients === undefined ? {} : { written_ingredients: idea.ingredients }),
        });
        const options = (await call('GET', `/preparing/${session}/get_options`)) as {
          id: number;
        }[];
        for (const option of every ? options : options.slice(0, 1)) {
          await call('POST', `/recipe/${option.id}/save`);
          if (instructions)
            await call('POST', '/instruction/generate', {
              recipe_id: option.id,
              preparing_session_id: session,
            });
          saved.push(await call('GET', `/recipe/${option.id}/get`));
        }
      }
      return saved;
    },
    { cook, ideas, every, instructions },
  );
}
