import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Recipe } from '#src/api/types';
import { RecentRecipeList } from '#src/features/dashboard/components/recent-recipe-list';
import { presets, text } from '#stories/support/controls';

const recipe = (id: number, overrides: Partial<Recipe>): Recipe => ({
  id,
  title: `Recipe ${id}`,
  description: 'A tasty dish.',
  image_url: null,
  allergens: [],
  total_time_minutes: 30,
  difficulty: 'easy',
  food_category: 'vegan',
  created_at: '2025-10-17T07:55:02Z',
  rating: null,
  note: null,
  ...overrides,
});

const RECIPES = [
  recipe(1, { title: 'Coconut Chicken Curry', total_time_minutes: 65, difficulty: 'medium' }),
  recipe(2, { title: 'Beef Bourguignon', total_time_minutes: 180, difficulty: 'hard' }),
  recipe(3, { title: 'Green Salad', total_time_minutes: null, difficulty: undefined }),
];

const meta = {
  title: 'Features/Dashboard/RecentRecipeList',
  component: RecentRecipeList,
  tags: ['autodocs'],
  argTypes: {
    recipes: presets({ 'Three recipes': RECIPES, 'One recipe': RECIPES.slice(0, 1), None: [] }),
    error: text,
  },
  parameters: { layout: 'padded' },
  args: { recipes: RECIPES, onRetry: fn() },
} satisfies Meta<typeof RecentRecipeList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAttribute('href', '/app/recipe/1');
    await expect(links[0]).toHaveTextContent('Coconut Chicken Curry');
    await expect(links[0]).toHaveTextContent('1h 5min');
    await expect(links[1]).toHaveTextContent('3h');
    await expect(links[1]).toHaveTextContent('Hard');
    await expect(links[2]).toHaveTextContent('N/A');
    await expect(links[2]).toHaveTextContent('Medium');
  },
};

export const Loading: Story = {
  args: { recipes: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading recent recipes' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { recipes: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No recipes yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Generate your first recipe' })).toHaveAttribute(
      'href',
      '/app/generate',
    );
  },
};

export const LoadError: Story = {
  args: { error: 'Network error. Please check your connection.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
