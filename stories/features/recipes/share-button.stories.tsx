import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { db } from '#mocks/db';
import { failing, pending } from '#mocks/overrides';
import { RECIPE_IDS } from '#mocks/scenarios';
import { loadShareDialog, ShareButton } from '#src/features/recipes/components/share-button';
import { recipeShareText } from '#src/features/recipes/model/share';

const RECIPE = {
  title: 'Shakshuka',
  description: 'Eggs gently poached in a spiced tomato sauce.',
  servings: 2,
  ingredients: ['3 eggs', '400 g chopped tomatoes'],
};

/** A fixed token, so the pictures do not change from run to run. */
const TOKEN = 'q3VtX1k9mQe0bZ8cR2uYwA';
const LINK = `https://sous.example/s/${TOKEN}`;

const writeText = fn(async (_text: string) => undefined);
const nativeShare = fn(async (_data: ShareData) => undefined);

const WAIT = { timeout: 10000 };

/** The dialog (portalled to body, outside the story's canvas). */
const dialog = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, WAIT));

const shared = () => {
  db.recipes.get(RECIPE_IDS.curry)!.share_token = TOKEN;
};

const meta = {
  title: 'Features/Recipes/ShareButton',
  component: ShareButton,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  // The dialog's code loads after the page in the app; here it is in place.
  loaders: [async () => void (await loadShareDialog())],
  args: {
    recipeId: RECIPE_IDS.curry,
    recipe: () => RECIPE,
    className:
      'inline-flex h-11 w-11 items-center justify-center rounded-full border border-stone-200 bg-white',
  },
  // Headless browsers have neither a share sheet nor clipboard permission: stand in for both
  // (stories with a share sheet set `parameters.nativeShare`).
  beforeEach: ({ parameters }) => {
    const nav = navigator as unknown as { share?: unknown; clipboard?: unknown };
    const share = Object.getOwnPropertyDescriptor(nav, 'share');
    const clipboard = Object.getOwnPropertyDescriptor(nav, 'clipboard');
    Object.defineProperty(nav, 'share', {
      value: parameters.nativeShare ? nativeShare : undefined,
      configurable: true,
    });
    Object.defineProperty(nav, 'clipboard', { value: { writeText }, configurable: true });
    writeText.mockClear();
    nativeShare.mockClear();
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

/** Not shared yet: the dialog explains who can read a public link and offers to create one. */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share recipe' }));
    const panel = await dialog(canvasElement);
    await expect(panel.getByRole('heading', { name: 'Share a public link' })).toBeVisible();
    await expect(
      await panel.findByText(
        /Anyone with the link can read this recipe, without an account/,
        {},
        WAIT,
      ),
    ).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Create public link' })).toBeEnabled();
    await expect(panel.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** The same on a phone: a bottom sheet. */
export const OffPhone: Story = {
  ...Off,
  globals: { viewport: { value: 'phone' } },
};

/** Creating the link: the button waits for the server. */
export const TurningOn: Story = {
  parameters: { msw: { handlers: [pending('enableRecipeShare')] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share recipe' }));
    const panel = await dialog(canvasElement);
    await userEvent.click(await panel.findByRole('button', { name: 'Create public link' }, WAIT));
    await expect(await panel.findByRole('button', { name: 'Creating link…' }, WAIT)).toBeDisabled();
  },
};

/** Shared: the link with Copy and Stop sharing (no share sheet on this device). */
export const On: Story = {
  beforeEach: shared,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share recipe' }));
    const panel = await dialog(canvasElement);
    await expect(await panel.findByRole('textbox', { name: 'Public link' }, WAIT)).toHaveValue(
      LINK,
    );
    await expect(panel.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Stop sharing' })).toBeVisible();
    await expect(panel.queryByRole('button', { name: 'Share…' })).not.toBeInTheDocument();
  },
};

/** Turning sharing on shows the new public link. */
export const TurnOn: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share recipe' }));
    const panel = await dialog(canvasElement);
    await userEvent.click(await panel.findByRole('button', { name: 'Create public link' }, WAIT));
    const link = await panel.findByRole('textbox', { name: 'Public link' }, WAIT);
    await expect((link as HTMLInputElement).value).toMatch(/\/s\/[A-Za-z0-9_-]{22}$/);
    await expect(db.recipes.get(RECIPE_IDS.curry)!.share_token).toBeTruthy();
  },
};

/** Copy puts the public link (only the link) on the clipboard, with a visible confirmation. */
export const Copied: Story = {
  beforeEach: shared,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share recipe' }));
    const panel = await dialog(canvasElement);
    await userEvent.click(await panel.findByRole('button', { name: 'Copy link' }, WAIT));
    await waitFor(() => expect(panel.getByRole('status')).toHaveTextContent('Link copied'), WAIT);
    await expect(writeText).toHaveBeenCalledWith(LINK);
  },
};

/** Where the device has a share sheet (phones), Share… hands it the recipe and its public link. */
export const NativeSharePhone: Story = {
  beforeEach: shared,
  parameters: { nativeShare: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share recipe' }));
    const panel = await dialog(canvasElement);
    await userEvent.click(await panel.findByRole('button', { name: 'Share…' }, WAIT));
    await expect(nativeShare).toHaveBeenCalledWith({
      title: RECIPE.title,
      text: recipeShareText({ ...RECIPE, url: LINK }),
      url: LINK,
    });
    await waitFor(() => expect(panel.getByRole('status')).toHaveTextContent('Recipe shared'), WAIT);
  },
};

/** Stop sharing revokes the link and says that the old one no longer works. */
export const Revoked: Story = {
  beforeEach: shared,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share recipe' }));
    const panel = await dialog(canvasElement);
    await userEvent.click(await panel.findByRole('button', { name: 'Stop sharing' }, WAIT));
    await waitFor(
      () =>
        expect(panel.getByRole('status')).toHaveTextContent(
          'Sharing stopped. The old link no longer works.',
        ),
      WAIT,
    );
    await expect(panel.getByRole('button', { name: 'Create public link' })).toBeVisible();
    await waitFor(() => expect(db.recipes.get(RECIPE_IDS.curry)!.share_token).toBeNull());
  },
};

/** The server refuses the change: the link stays off and the dialog says so. */
export const ErrorState: Story = {
  parameters: { msw: { handlers: [failing('enableRecipeShare', 500)] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share recipe' }));
    const panel = await dialog(canvasElement);
    await userEvent.click(await panel.findByRole('button', { name: 'Create public link' }, WAIT));
    await expect(
      await panel.findByText("Couldn't change sharing. Please try again.", {}, WAIT),
    ).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Create public link' })).toBeEnabled();
  },
};

/** The state cannot be loaded: an alert and Try again. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [failing('getRecipeShare', 500)] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share recipe' }));
    const panel = await dialog(canvasElement);
    await expect(await panel.findByRole('alert', {}, WAIT)).toHaveTextContent(
      "Couldn't load the sharing state.",
    );
    await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
