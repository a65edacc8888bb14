import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Recipe } from '#src/api/types';
import { RecipeCard } from '#src/features/recipes/components/recipe-card';
import { recipeMenuItemsCode } from '#src/features/recipes/components/recipe-menu';
import { presets } from '#stories/support/controls';

const RECIPE: Recipe = {
  id: 1,
  title: 'Chickpea and Spinach Curry',
  description: 'A creamy, warming one-pot curry.',
  image_url: 'recipes/1/illustration.svg',
  total_time_minutes: 35,
  difficulty: 'easy',
  food_category: 'vegan',
  created_at: '2025-10-14T18:32:05Z',
  allergens: [],
  rating: null,
  note: null,
};

const meta = {
  // The menu's entries load after the page in the app; the stories render with them in place.
  loaders: [async () => void (await recipeMenuItemsCode.load())],
  title: 'Features/Recipes/RecipeCard',
  component: RecipeCard,
  tags: ['autodocs'],
  argTypes: {
    recipe: presets({
      'With illustration': RECIPE,
      'Without picture': { ...RECIPE, image_url: null },
      'Long title': {
        ...RECIPE,
        title: 'Slow-Roasted Tomato, Chickpea and Spinach Coconut Curry with Lime Rice',
      },
    }),
  },
  parameters: { layout: 'padded' },
  args: { recipe: RECIPE, onEditCollections: fn(), onDelete: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RecipeCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the card's fade-in to finish, so visibility checks hold. */
const settled = (element: HTMLElement) =>
  Promise.all(
    element.ownerDocument
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  );

/** Image, difficulty, title (the link), time and category, and the per-recipe menu. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: RECIPE.title })).toHaveAttribute(
      'href',
      '/app/recipe/1',
    );
    await expect(canvas.getByText('Easy')).toHaveAttribute('data-difficulty', 'easy');
    await expect(canvas.getByText('35 min')).toBeVisible();
    await expect(canvas.getByText('Vegan')).toBeVisible();
    await expect(canvas.queryByText('NEU')).not.toBeInTheDocument();
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('src', '/api/files/serve/recipes/1/illustration.svg');
    await waitFor(() => expect(image?.complete && image.naturalWidth > 0).toBe(true));
    await userEvent.click(
      canvas.getByRole('button', { name: `Weitere Aktionen für ${RECIPE.title}` }),
    );
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Sammlung bearbeiten' }));
    await expect(args.onEditCollections).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
  },
};

/** Without an image the card shows the plate emoji. */
export const NoImage: Story = {
  args: { recipe: { ...RECIPE, image_url: null } },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByTestId('recipe-image-placeholder')).toHaveTextContent('🍽️');
  },
};

/** An image that fails to load falls back to the plate emoji too. */
export const BrokenImage: Story = {
  args: { recipe: { ...RECIPE, image_url: 'recipes/404/missing.svg' } },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('recipe-image-placeholder')).toHaveTextContent('🍽️');
  },
};

/** Just saved (library last_recipe): glowing border and the NEU badge. */
export const Highlighted: Story = {
  args: { highlighted: true },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('NEU')).toBeVisible();
    await expect(canvas.getByRole('article')).toHaveAttribute('data-highlighted', 'true');
  },
};

export const Medium: Story = {
  args: { recipe: { ...RECIPE, difficulty: 'medium', total_time_minutes: 75 } },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Medium')).toHaveAttribute('data-difficulty', 'medium');
    await expect(canvas.getByText('1h 15min')).toBeVisible();
  },
};

export const Hard: Story = {
  args: {
    recipe: { ...RECIPE, difficulty: 'hard', total_time_minutes: 180, food_category: 'mixed-meat' },
  },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hard')).toHaveAttribute('data-difficulty', 'hard');
    await expect(canvas.getByText('3h')).toBeVisible();
    await expect(canvas.getByText('Mixed Meat')).toBeVisible();
  },
};

/** A missing difficulty reads Medium; a missing time N/A. */
export const MissingValues: Story = {
  args: {
    recipe: {
      ...RECIPE,
      difficulty: undefined as unknown as Recipe['difficulty'],
      total_time_minutes: null,
    },
  },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Medium')).toHaveAttribute('data-difficulty', 'medium');
    await expect(canvas.getByText('N/A')).toBeVisible();
  },
};

/** Rezept löschen reports the choice and closes the menu. */
export const MenuDelete: Story = {
  play: async ({ canvasElement, args }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: `Weitere Aktionen für ${RECIPE.title}` }),
    );
    await expect(canvas.getByRole('menu')).toBeVisible();
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Rezept löschen' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
  },
};

/** Rated by the cook: four of five stars and the start of the personal note (two lines at most). */
export const Rated: Story = {
  args: {
    recipe: {
      ...RECIPE,
      rating: 4,
      note: 'Less salt next time, and double the spinach. Great with naan and a squeeze of lime on top before serving.',
    },
  },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Rated 4 of 5' })).toBeVisible();
    await expect(canvas.getByText(/Less salt next time/)).toHaveTextContent(
      'Your note: Less salt next time',
    );
    const image = canvasElement.querySelector('img');
    await waitFor(() => expect(image?.complete && image.naturalWidth > 0).toBe(true));
  },
};
