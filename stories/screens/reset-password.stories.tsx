import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '#mocks/db';
import { failing, pending } from '#mocks/overrides';
import { COOK } from '#mocks/scenarios';
import ResetPasswordScreen from '#src/screens/reset-password/reset-password-screen';

const LAZY = { timeout: 10000 };
const TOKEN = 'reset-story-token';

const meta = {
  title: 'Screens/ResetPassword',
  component: ResetPasswordScreen,
  parameters: { route: `/reset-password?token=${TOKEN}`, scenario: 'anonymous' },
  // The token a reset email would have carried.
  beforeEach: () => {
    db.resetTokens.set(TOKEN, { token: TOKEN, user_id: COOK.id });
  },
} satisfies Meta<typeof ResetPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function choose(canvasElement: HTMLElement, password: string, confirm = password) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('New Password', {}, LAZY), password);
  await userEvent.type(canvas.getByLabelText('Confirm New Password'), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Reset your password' }, LAZY),
    ).toBeVisible();
    // The form shows once the link is checked (issue 29: a used link says so before anything is typed).
    await expect(await canvas.findByLabelText('New Password', {}, LAZY)).toHaveAttribute(
      'type',
      'password',
    );
    await expect(canvas.getByLabelText('Confirm New Password')).toBeVisible();
  },
};

export const PasswordTooShort: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, '12345');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters long.',
    );
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'secret999', 'secret998');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Passwords do not match',
    );
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [pending('resetPassword')] } },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'secret999');
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Saving...' }),
    ).toBeDisabled();
  },
};

/** The new password works right away. */
export const Reset: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'secret999');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Your password has been reset. You can now sign in.',
    );
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(db.users.get(COOK.id)?.password).toBe('secret999');
  },
};

/**
 * A used, expired or unknown token (issue 29): the page checks it when it opens and says so before
 * anything is typed, with a way to ask again; no password fields are shown.
 */
export const InvalidToken: Story = {
  parameters: { route: '/reset-password?token=used-token' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LAZY)).toHaveTextContent(
      'This reset link is invalid or has expired.',
    );
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.queryByLabelText('New Password')).toBeNull();
  },
};

/** The same on a phone: the invalid link and the way to a new one fit the screen. */
export const InvalidTokenPhone: Story = {
  parameters: { route: '/reset-password?token=used-token' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'Request a new link' }, LAZY),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** While the link is being checked: a status line, no form yet. */
export const CheckingLink: Story = {
  parameters: { msw: { handlers: [pending('checkResetToken')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', {}, LAZY)).toHaveTextContent(
      'Checking your reset link...',
    );
    await expect(canvas.queryByLabelText('New Password')).toBeNull();
  },
};

/** The check itself failed (here the server's 500): say so, offer to try again, keep the form. */
export const CheckFailed: Story = {
  parameters: { msw: { handlers: [failing('checkResetToken', 500)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LAZY)).toHaveTextContent(
      'Your reset link could not be checked. Please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.getByLabelText('New Password')).toBeVisible();
  },
};

/** The link's first check failed (500); the ones after it go to the mock backend. */
let checks = 0;
const checkFailsOnce = http.post('*/api/auth/reset-password/check', () => {
  checks += 1;
  return checks === 1
    ? HttpResponse.json({ detail: 'Internal Server Error' }, { status: 500 })
    : undefined;
});

/**
 * Asked again from the failure's banner: the form and what the cook typed stay while the check
 * runs again, and the banner goes once the link checks out.
 */
export const CheckFailedThenAskedAgain: Story = {
  parameters: { msw: { handlers: [checkFailsOnce] } },
  beforeEach: () => {
    checks = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LAZY)).toHaveTextContent(
      'Your reset link could not be checked. Please try again.',
    );
    await userEvent.type(canvas.getByLabelText('New Password'), 'brand-new-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull(), LAZY);
    await expect(canvas.getByLabelText('New Password')).toHaveValue('brand-new-1');
    await expect(checks).toBe(2);
  },
};

/** A link that was fine on opening but used meanwhile (another tab): the reset's 400 still shows. */
export const UsedMeanwhile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText('New Password', {}, LAZY);
    db.resetTokens.delete(TOKEN);
    await choose(canvasElement, 'secret999');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This reset link is invalid or has expired.',
    );
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  },
};

export const MissingToken: Story = {
  parameters: { route: '/reset-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LAZY)).toHaveTextContent(
      'This reset link is invalid or has expired.',
    );
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.queryByLabelText('New Password')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Reset your password' }, LAZY),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
