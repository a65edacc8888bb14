import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Collection } from '#src/api/types';
import { CollectionCard } from '#src/features/collections/components/collection-card';
import { presets } from '#stories/support/controls';

const IMAGES = [
  'recipes/1/illustration.svg',
  'recipes/2/illustration.svg',
  'recipes/4/illustration.svg',
  'recipes/5/illustration.svg',
];

const collection = (images: number, recipeCount = images): Collection => ({
  id: 1,
  name: 'Weeknight Dinners',
  description: 'Quick meals for busy evenings.',
  recipe_count: recipeCount,
  preview_image_urls: IMAGES.slice(0, images),
});

const meta = {
  title: 'Features/Collections/CollectionCard',
  component: CollectionCard,
  tags: ['autodocs'],
  argTypes: {
    collection: presets({
      'Four pictures': collection(4, 5),
      'Three pictures': collection(3),
      'Two pictures': collection(2),
      'One picture': collection(1),
      'No pictures': collection(0),
    }),
  },
  parameters: { layout: 'padded' },
  args: { collection: collection(4, 5) },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CollectionCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const collage = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-images]') as HTMLElement;

/** Four images in a 2x2 collage, name, description, "5 Rezepte"; links to the collection. */
export const FourImages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Weeknight Dinners' })).toHaveAttribute(
      'href',
      '/app/collection/1',
    );
    await expect(canvas.getByText('Quick meals for busy evenings.')).toBeVisible();
    await expect(canvas.getByText('5 Rezepte')).toBeVisible();
    await expect(collage(canvasElement)).toHaveAttribute('data-images', '4');
    await expect(collage(canvasElement).querySelectorAll('img')).toHaveLength(4);
  },
};

/** Three images: one large beside two. */
export const ThreeImages: Story = {
  args: { collection: collection(3) },
  play: async ({ canvasElement }) => {
    await expect(collage(canvasElement)).toHaveAttribute('data-images', '3');
    const images = collage(canvasElement).querySelectorAll('img');
    await expect(images).toHaveLength(3);
    await expect(images[0]!.getBoundingClientRect().height).toBeGreaterThan(
      images[1]!.getBoundingClientRect().height * 1.5,
    );
    await expect(within(canvasElement).getByText('3 Rezepte')).toBeVisible();
  },
};

/** Two images side by side. */
export const TwoImages: Story = {
  args: { collection: collection(2) },
  play: async ({ canvasElement }) => {
    await expect(collage(canvasElement)).toHaveAttribute('data-images', '2');
    const [left, right] = collage(canvasElement).querySelectorAll('img');
    await expect(left!.getBoundingClientRect().top).toBe(right!.getBoundingClientRect().top);
  },
};

/** One image fills the cover; one recipe reads "1 Rezept". */
export const OneImage: Story = {
  args: { collection: collection(1) },
  play: async ({ canvasElement }) => {
    await expect(collage(canvasElement)).toHaveAttribute('data-images', '1');
    await expect(collage(canvasElement).querySelectorAll('img')).toHaveLength(1);
    await expect(within(canvasElement).getByText('1 Rezept')).toBeVisible();
  },
};

/** No images: an empty cover; "0 Rezepte". */
export const NoImages: Story = {
  args: { collection: { ...collection(0), description: null } },
  play: async ({ canvasElement }) => {
    await expect(collage(canvasElement)).toHaveAttribute('data-images', '0');
    await expect(collage(canvasElement).querySelectorAll('img')).toHaveLength(0);
    await expect(within(canvasElement).getByText('0 Rezepte')).toBeVisible();
  },
};
