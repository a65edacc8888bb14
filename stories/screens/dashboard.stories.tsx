import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, pending } from '#mocks/overrides';
import { COOK, NEW_COOK } from '#mocks/scenarios';
import type { Recipe, UserStats } from '#src/api/types';
import { formatTime } from '#src/lib/format';
import DashboardScreen from '#src/screens/dashboard/dashboard-screen';

const LAZY = { timeout: 10000 };

const meta = {
  title: 'Screens/Dashboard',
  component: DashboardScreen,
  parameters: { route: '/app' },
} satisfies Meta<typeof DashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The recipe links of the Recent Recipes list. */
const recipeLinks = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/app/recipe/'));

const getJson = async <T,>(path: string): Promise<T> =>
  (await fetch(path, { credentials: 'include' })).json() as Promise<T>;

/** The stat card whose label is `label`. */
const statCard = (canvas: ReturnType<typeof within>, label: string) =>
  canvas.getByText(label).closest('li') as HTMLElement;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: `Welcome back, ${COOK.username}!` }, LAZY),
    ).toBeVisible();
    const stats = await getJson<UserStats>('/api/users/me/stats');
    const recipes = await getJson<Recipe[]>('/api/recipe/get_all');
    await waitFor(() =>
      expect(
        within(statCard(canvas, 'Recipes Saved')).getByText(String(stats.recipes_saved)),
      ).toBeVisible(),
    );
    await expect(
      within(statCard(canvas, 'Cooked This Week')).getByText(String(stats.cooked_this_week)),
    ).toBeVisible();
    await expect(
      within(statCard(canvas, 'Avg. Cook Time')).getByText(
        formatTime(stats.average_cook_time_minutes),
      ),
    ).toBeVisible();
    await expect(
      within(statCard(canvas, 'Day Streak')).getByText(
        `${stats.streak_days} ${stats.streak_days === 1 ? 'day' : 'days'}`,
      ),
    ).toBeVisible();

    const recent = canvas.getByRole('region', { name: 'Recent Recipes' });
    const newest = [...recipes]
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .slice(0, 4);
    await waitFor(() => expect(recipeLinks(recent)).toHaveLength(4));
    const links = recipeLinks(recent);
    for (const [index, recipe] of newest.entries()) {
      await expect(links[index]).toHaveAttribute('href', `/app/recipe/${recipe.id}`);
      await expect(links[index]).toHaveTextContent(recipe.title);
    }
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('link', { name: 'Generate Recipe' })).toHaveAttribute(
      'href',
      '/app/generate',
    );
    await expect(main.getByRole('link', { name: 'Find New Recipes' })).toHaveAttribute(
      'href',
      '/app/recipes',
    );
    await expect(main.getByRole('link', { name: 'Profile Settings' })).toHaveAttribute(
      'href',
      '/app/settings',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('getCurrentUserStats'), pending('listRecipes')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: `Welcome back, ${COOK.username}!` }, LAZY),
    ).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Your cooking stats' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getAllByText('Loading')).toHaveLength(4);
    await expect(
      canvas.getByRole('status', { name: 'Loading recent recipes' }),
    ).toBeInTheDocument();
  },
};

/** A new user: the spec's heading with first-visit guidance below it, zeros, N/A average time and the empty recent list. */
export const Empty: Story = {
  parameters: { scenario: 'newUser' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: `Welcome back, ${NEW_COOK.username}!` }, LAZY),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'New to Sous? Say what you want to cook and what you have: Sous writes recipes for you.',
      ),
    ).toBeVisible();
    await expect(await canvas.findByText('No recipes yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Generate your first recipe' })).toHaveAttribute(
      'href',
      '/app/generate',
    );
    await expect(within(statCard(canvas, 'Recipes Saved')).getByText('0')).toBeVisible();
    await expect(within(statCard(canvas, 'Avg. Cook Time')).getByText('N/A')).toBeVisible();
    await expect(within(statCard(canvas, 'Day Streak')).getByText('0 days')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: { handlers: [failing('getCurrentUserStats', 500), failing('listRecipes', 503)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: `Welcome back, ${COOK.username}!` }, LAZY),
    ).toBeVisible();
    // The two panels fail independently: wait for both.
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2));
    const alerts = canvas.getAllByRole('alert');
    for (const alert of alerts) {
      await expect(alert).toHaveTextContent('Server error. Please try again later.');
      await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeVisible();
    }
  },
};

/** A 4xx that is not a server error reads in the panel's own words; Try Again asks again. */
export const StatsLoadFailed: Story = {
  parameters: { msw: { handlers: [failing('getCurrentUserStats', 404, 'User not found')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LAZY);
    await expect(alert).toHaveTextContent('Failed to load your statistics. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to load your statistics. Please try again.',
    );
    // The recent list is independent of the failed stats.
    const recent = canvas.getByRole('region', { name: 'Recent Recipes' });
    await waitFor(() => expect(recipeLinks(recent)).toHaveLength(4));
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: `Welcome back, ${COOK.username}!` }, LAZY),
    ).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(
      main.getByRole('link', { name: 'Generate Recipe' }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
    // Nothing overflows the 375px viewport sideways.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Deutsch on a phone: the greeting, the stats and the recent recipes in German, nothing sideways. */
export const GermanPhone: Story = {
  globals: { language: 'de', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: `Willkommen zurück, ${COOK.username}!` }, LAZY),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Deine Kochstatistik' })).toBeVisible();
    await expect(statCard(canvas, 'Gespeicherte Rezepte')).toBeVisible();
    const recent = canvas.getByRole('region', { name: 'Neueste Rezepte' });
    await waitFor(() => expect(recipeLinks(recent)).toHaveLength(4), LAZY);
    const main = within(canvas.getByRole('main'));
    await expect(
      main.getByRole('link', { name: 'Rezept generieren' }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.ownerDocument.documentElement.lang).toBe('de');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Tablet (768x1024): the greeting, four stat cards and the recent recipes, nothing sideways. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: `Welcome back, ${COOK.username}!` }, LAZY),
    ).toBeVisible();
    await expect(statCard(canvas, 'Recipes Saved')).toBeVisible();
    const recent = canvas.getByRole('region', { name: 'Recent Recipes' });
    await waitFor(() => expect(recipeLinks(recent)).toHaveLength(4), LAZY);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(768);
  },
};
