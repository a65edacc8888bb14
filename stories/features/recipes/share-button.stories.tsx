import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShareButton } from '#src/features/recipes/components/share-button';
import { recipeShareText, type ShareableRecipe } from '#src/features/recipes/model/share';

const RECIPE: ShareableRecipe = {
  title: 'Shakshuka',
  description: 'Eggs gently poached in a spiced tomato sauce.',
  servings: 2,
  ingredients: ['3 eggs', '400 g chopped tomatoes'],
  url: 'http://localhost/app/recipe/10',
};

const writeText = fn(async (_text: string) => undefined);

const meta = {
  title: 'Features/Recipes/ShareButton',
  component: ShareButton,
  parameters: { layout: 'centered' },
  args: {
    recipe: () => RECIPE,
    className:
      'inline-flex h-11 w-11 items-center justify-center rounded-full border border-stone-200 bg-white',
  },
  // Headless browsers have neither a share sheet nor clipboard permission: stand in for both.
  beforeEach: () => {
    const nav = navigator as unknown as { share?: unknown; clipboard?: unknown };
    const share = Object.getOwnPropertyDescriptor(nav, 'share');
    const clipboard = Object.getOwnPropertyDescriptor(nav, 'clipboard');
    Object.defineProperty(nav, 'share', { value: undefined, configurable: true });
    Object.defineProperty(nav, 'clipboard', { value: { writeText }, configurable: true });
    writeText.mockClear();
    return () => {
      if (share) Object.defineProperty(nav, 'share', share);
      else delete nav.share;
      if (clipboard) Object.defineProperty(nav, 'clipboard', clipboard);
      else delete nav.clipboard;
    };
  },
} satisfies Meta<typeof ShareButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without the Web Share API the recipe is copied as text, with a visible confirmation. */
export const CopiedToClipboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Share recipe' }));
    await expect(await canvas.findByText('Recipe copied to clipboard')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Recipe copied to clipboard');
    await expect(writeText).toHaveBeenCalledWith(recipeShareText(RECIPE));
  },
};
