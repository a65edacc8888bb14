import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiToken, CreatedApiToken } from '#src/api/types';
import { ApiTokensSection } from '#src/features/account/components/api-tokens-section';

const HOME: ApiToken = {
  id: 2,
  name: 'Home Assistant',
  scope: 'read',
  prefix: 'sous_pat_Q7x',
  created_at: '2026-11-20T09:30:00.000Z',
  last_used_at: '2026-11-27T18:05:00.000Z',
};
const BACKUP: ApiToken = {
  id: 1,
  name: 'Nightly backup script',
  scope: 'write',
  prefix: 'sous_pat_b3K',
  created_at: '2026-10-02T07:00:00.000Z',
  last_used_at: null,
};
const CREATED: CreatedApiToken = {
  id: 3,
  name: 'Meal planner',
  scope: 'write',
  prefix: 'sous_pat_Zk4',
  created_at: '2026-11-27T12:00:00.000Z',
  last_used_at: null,
  token: 'sous_pat_Zk4mQ1r8bVx0sTnA6yLc2WdF9hJ3uPe7oGi5KzNqXw',
};

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Features/Account/ApiTokensSection',
  component: ApiTokensSection,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    tokens: [HOME, BACKUP],
    onCreate: fn(async () => CREATED),
    onRevoke: fn(async () => undefined),
    onRetry: fn(),
    onCopy: fn(async () => true),
  },
} satisfies Meta<typeof ApiTokensSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No tokens yet: the words say so, and Create token... is there. */
export const Empty: Story = {
  args: { tokens: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have no API tokens yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create token...' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'How to use a token' })).toHaveAttribute(
      'href',
      '/api/docs#api-tokens',
    );
  },
};

/** Two tokens: name, scope, the first characters, created, last used or "Never used", Revoke. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Home Assistant');
    await expect(items[0]).toHaveTextContent('Read only');
    await expect(items[0]).toHaveTextContent('sous_pat_Q7x…');
    await expect(items[0]).toHaveTextContent('Last used Nov 27, 2026');
    await expect(items[1]).toHaveTextContent('Read and write');
    await expect(items[1]).toHaveTextContent('Never used');
    await expect(
      canvas.getByRole('button', { name: 'Revoke Nightly backup script' }),
    ).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { tokens: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading API tokens...')).toBeVisible();
  },
};

/** Loading failed: the reason and Try again. */
export const LoadError: Story = {
  args: { tokens: undefined, loadFailed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The API tokens could not be loaded.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The create dialog: focus moves into it, a name and a scope; a blank name is refused in words. */
export const CreateDialog: Story = {
  tags: ['dialog-picture'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create token...' }));
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await waitFor(() => expect(dialog.getByLabelText('Name')).toHaveFocus());
    await expect(dialog.getByRole('radio', { name: /Read only/ })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Create token' }));
    await expect(dialog.getByText('Please enter a name.')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('radio', { name: /Read and write/ }));
    await userEvent.type(dialog.getByLabelText('Name'), 'Meal planner');
  },
};

/** Created: the secret once, with Copy and the words that it will not be shown again; Done gives focus back. */
export const CreatedShownOnce: Story = {
  tags: ['dialog-picture'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('button', { name: 'Create token...' });
    await userEvent.click(open);
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Name'), '  Meal planner ');
    await userEvent.click(dialog.getByRole('radio', { name: /Read and write/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create token' }));
    await expect(args.onCreate).toHaveBeenCalledWith('Meal planner', 'write');
    await expect(await dialog.findByText(CREATED.token)).toBeVisible();
    await expect(dialog.getByText('Copy it now: it will not be shown again.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Copy' }));
    await expect(args.onCopy).toHaveBeenCalledWith(CREATED.token);
    await expect(await dialog.findByRole('button', { name: 'Copied' })).toBeVisible();
  },
};

/** Done closes the dialog, focus returns to Create token..., and the secret is gone from the page. */
export const CreatedThenDone: Story = {
  args: { initial: { dialog: 'created', token: CREATED } },
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(body(canvasElement).queryByText(CREATED.token)).toBeNull();
  },
};

/** The create failed (e.g. 20 tokens): the server's words in the dialog. */
export const CreateError: Story = {
  tags: ['dialog-picture'],
  args: {
    onCreate: fn(async () => Promise.reject(new Error('You can keep at most 20 API tokens.'))),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create token...' }));
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Name'), 'One more');
    await userEvent.click(dialog.getByRole('button', { name: 'Create token' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You can keep at most 20 API tokens.',
    );
  },
};

/** Revoke asks first; Cancel keeps the token, the confirmation revokes it. */
export const RevokeConfirm: Story = {
  tags: ['dialog-picture'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke Home Assistant' }));
    const dialog = within(await body(canvasElement).findByRole('alertdialog'));
    await expect(dialog.getByText('Revoke "Home Assistant"?')).toBeVisible();
    await expect(
      dialog.getByText('Scripts that use this token stop working at once. This cannot be undone.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(args.onRevoke).not.toHaveBeenCalled();
  },
};

/** Confirmed: the token is revoked and the section says so. */
export const Revoked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke Home Assistant' }));
    const dialog = within(await body(canvasElement).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(HOME);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      '"Home Assistant" was revoked.',
    );
  },
};

/** Deutsch on a phone: the list stacks, nothing scrolls sideways. */
export const GermanPhone: Story = {
  globals: { language: 'de', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The German texts load on first use.
    await expect(
      await canvas.findByRole('heading', { name: 'API-Tokens' }, { timeout: 10000 }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent('Nie verwendet');
    await expect(canvas.getByRole('button', { name: 'Token erstellen...' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Deutsch on a phone: the created token, shown once. */
export const GermanPhoneCreated: Story = {
  tags: ['dialog-picture'],
  globals: { language: 'de', viewport: { value: 'phone' } },
  args: { initial: { dialog: 'created', token: CREATED } },
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await expect(
      await dialog.findByText(
        'Kopiere ihn jetzt: Er wird nicht noch einmal angezeigt.',
        {},
        { timeout: 10000 },
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Kopieren' })).toBeVisible();
  },
};
