import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { failing, pending } from '#mocks/overrides';
import { COOK } from '#mocks/scenarios';
import ForgotPasswordScreen from '#src/screens/forgot-password/forgot-password-screen';

const LAZY = { timeout: 10000 };
const NEUTRAL = 'If an account exists for this email, we have sent a link to reset the password.';

const meta = {
  title: 'Screens/ForgotPassword',
  component: ForgotPasswordScreen,
  parameters: { route: '/forgot-password', scenario: 'anonymous' },
} satisfies Meta<typeof ForgotPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function request(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Email', {}, LAZY), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Forgot your password?' }, LAZY),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send Reset Link' }, LAZY));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter your email address');
  },
};

/** A known address gets the neutral confirmation... */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    await request(canvasElement, COOK.email);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(NEUTRAL);
  },
};

/** ...and so does an unknown one: addresses cannot be probed. */
export const SentForUnknownAddress: Story = {
  play: async ({ canvasElement }) => {
    await request(canvasElement, 'nobody@example.com');
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(NEUTRAL);
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [pending('forgotPassword')] } },
  play: async ({ canvasElement }) => {
    await request(canvasElement, COOK.email);
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Sending...' }),
    ).toBeDisabled();
  },
};

export const RateLimited: Story = {
  parameters: { msw: { handlers: [failing('forgotPassword', 429)] } },
  play: async ({ canvasElement }) => {
    await request(canvasElement, COOK.email);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Too many requests. Try again in 60 seconds.',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Forgot your password?' }, LAZY),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
