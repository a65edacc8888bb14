import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { failing, pending } from '#mocks/overrides';
import { SHARE_TOKENS } from '#mocks/scenarios';
import SharedSaveScreen from '#src/screens/shared-save/shared-save-screen';

const LAZY = { timeout: 10000 };

const meta = {
  title: 'Screens/SharedSave',
  component: SharedSaveScreen,
  parameters: { route: `/app/shared/${SHARE_TOKENS.othersGoulash}` },
} satisfies Meta<typeof SharedSaveScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function opened(canvasElement: HTMLElement, heading = 'Save to my Sous') {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: heading }, LAZY);
  return canvas;
}

/** Where a share page's "Save to my Sous" leads: nothing is saved before the button. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save to my Sous' })).toBeEnabled();
  },
};

/** Saving: the button is busy. */
export const Saving: Story = {
  parameters: { msw: { handlers: [pending('saveSharedRecipe')] } },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save to my Sous' }));
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

/** Saved: the copy is in the library, with links to it and to the library. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save to my Sous' }));
    await expect(await canvas.findByRole('status', {}, LAZY)).toHaveTextContent(
      '“Hungarian Goulash Soup (Gulyás)” is in your library now.',
    );
    await expect(canvas.getByRole('link', { name: 'Open recipe' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/app\/recipe\/\d+$/),
    );
  },
};

/** A revoked link: the reason. */
export const Revoked: Story = {
  parameters: { route: '/app/shared/AAAAAAAAAAAAAAAAAAAAAA' },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save to my Sous' }));
    await expect(await canvas.findByRole('alert', {}, LAZY)).toHaveTextContent(
      'This link does not lead to a shared recipe (any more). The owner may have stopped sharing it.',
    );
  },
};

/** Too many saves in a minute (the import budget). */
export const TooMany: Story = {
  parameters: { msw: { handlers: [failing('saveSharedRecipe', 429)] } },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save to my Sous' }));
    await expect(await canvas.findByRole('alert', {}, LAZY)).toHaveTextContent(
      'Too many saves in a short time. Please wait a minute.',
    );
  },
};

/** Saved, in German on a phone. */
export const SavedGermanPhone: Story = {
  globals: { language: 'de', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement, 'In meinem Sous speichern');
    await userEvent.click(canvas.getByRole('button', { name: 'In meinem Sous speichern' }));
    await expect(await canvas.findByRole('status', {}, LAZY)).toHaveTextContent(
      '„Hungarian Goulash Soup (Gulyás)“ ist jetzt in deiner Bibliothek.',
    );
  },
};
