import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { db } from '#mocks/db';
import { pending } from '#mocks/overrides';
import { COOK } from '#mocks/scenarios';
import ConfirmEmailScreen from '#src/screens/confirm-email/confirm-email-screen';

const LAZY = { timeout: 10000 };
/** The mock's token scheme for the link mailed to a new address. */
const TOKEN = `email-change-${COOK.id}-1`;

/** The page of the link mailed to a new address: one click confirms it, signed in or not. */
const meta = {
  title: 'Screens/ConfirmEmail',
  component: ConfirmEmailScreen,
  parameters: { route: `/confirm-email?token=${TOKEN}`, scenario: 'anonymous' },
  beforeEach: () => {
    db.emailChanges.set(TOKEN, {
      token: TOKEN,
      user_id: COOK.id,
      new_email: 'anna.new@example.com',
    });
  },
} satisfies Meta<typeof ConfirmEmailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function confirm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Confirm new address' }, LAZY));
  return canvas;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Confirm your new email address' }, LAZY),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Open the link from the mail and confirm here: only then does your account use the new address.',
      ),
    ).toBeVisible();
    // Opening the page changes nothing; the click does.
    await expect(db.users.get(COOK.id)?.email).toBe(COOK.email);
  },
};

export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await confirm(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Your email address has been changed.',
    );
    await expect(canvas.getByRole('heading', { name: 'Email changed' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(db.users.get(COOK.id)?.email).toBe('anna.new@example.com');
  },
};

/** Signed in on this browser: the way on is Settings. */
export const ConfirmedSignedIn: Story = {
  parameters: { scenario: 'cook' },
  play: async ({ canvasElement }) => {
    const canvas = await confirm(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Go to Settings' })).toHaveAttribute(
      'href',
      '/app/settings',
    );
  },
};

export const Confirming: Story = {
  parameters: { msw: { handlers: [pending('confirmEmailChange')] } },
  play: async ({ canvasElement }) => {
    const canvas = await confirm(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Confirming...' })).toBeDisabled();
  },
};

/** Used, expired or replaced by a newer request: the server's detail. */
export const InvalidLink: Story = {
  parameters: { route: '/confirm-email?token=email-change-1-99' },
  play: async ({ canvasElement }) => {
    const canvas = await confirm(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This confirmation link is invalid or has expired.',
    );
    await expect(canvas.getByText('Request a new link in Settings')).toBeVisible();
  },
};

export const NoToken: Story = {
  parameters: { route: '/confirm-email' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LAZY)).toHaveTextContent(
      'This confirmation link is invalid or has expired.',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Confirm new address' }, LAZY);
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const German: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Bestätige deine neue E-Mail-Adresse' }, LAZY),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Neue Adresse bestätigen' })).toBeEnabled();
  },
};
