import { expect, test } from '@playwright/test';
import {
  calendarFeedJourney,
  mealPlanJourney,
  planFromOptionsJourney,
} from '#tests/e2e/meal-plan-steps';
import { signUpAndSave } from './cook';

test('the meal plan journey on the real server', async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  const id = await page.evaluate(
    async (cook) => {
      const xsrf = () => decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)![1]!);
      const signup = await fetch('/api/auth/signup', {
        method: 'POST',
        headers: { 'X-XSRF-TOKEN': xsrf(), 'Content-Type': 'application/json' },
        body: JSON.stringify(cook),
      });
      if (!signup.ok) throw new Error(`signup: ${signup.status}`);
      const created = await fetch('/api/recipe/create', {
        method: 'POST',
        headers: { 'X-XSRF-TOKEN': xsrf(), 'Content-Type': 'application/json' },
        body: JSON.stringify({
          title: 'Lentil Soup',
          description: '',
          servings: 2,
          total_time_minutes: 30,
          difficulty: 'easy',
          image_url: null,
          ingredients: [{ quantity: 200, unit: 'g', name: 'red lentils' }],
          steps: [{ text: 'Simmer the lentils.', timer: null }],
        }),
      });
      if (!created.ok) throw new Error(`create: ${created.status}`);
      return ((await created.json()) as { id: number }).id;
    },
    { username: `plan_${stamp}`, email: `plan_${stamp}@example.org`, password: 'secret123' },
  );
  await mealPlanJourney(page, { id, title: 'Lentil Soup' });
  // The plan's "cooked" fed the dashboard's numbers as cooking the recipe does.
  const stats = await page.evaluate(async () => (await fetch('/api/users/me/stats')).json());
  expect(stats).toMatchObject({ cooked_this_week: 1 });
});

test('the plan in a phone calendar on the real server: the feed over plain HTTP, no session', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpAndSave(page, 'feed', []);
  // A calendar app: its own HTTP client, no cookies.
  await calendarFeedJourney(page, async (url) => {
    const answer = await fetch(url);
    return { status: answer.status, text: await answer.text() };
  });
});

test('plan an option from the wizard on the real server: saved, planned, kept after the session ends', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpAndSave(page, 'optplan', []);
  await planFromOptionsJourney(page);
});
