import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import LoginFailedScreen from '#src/screens/auth-failed/login-failed-screen';

const LAZY = { timeout: 10000 };

const meta = {
  title: 'Screens/LoginFailed',
  component: LoginFailedScreen,
  parameters: { route: '/login-failed', scenario: 'anonymous' },
} satisfies Meta<typeof LoginFailedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No reason in the URL: the default text, tips and Try Again. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Login Failed' }, LAZY)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'An unknown error occurred during login',
    );
    await expect(canvas.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('heading', { name: 'Troubleshooting tips' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

export const WithReason: Story = {
  parameters: {
    route: '/login-failed?reason=Too%20many%20requests.%20Try%20again%20in%2060%20seconds.',
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, LAZY)).toHaveTextContent(
      'Too many requests. Try again in 60 seconds.',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Login Failed' }, LAZY)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Try Again' }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
  },
};
