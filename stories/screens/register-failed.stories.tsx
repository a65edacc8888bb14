import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import RegisterFailedScreen from '#src/screens/auth-failed/register-failed-screen';

const LAZY = { timeout: 10000 };

const meta = {
  title: 'Screens/RegisterFailed',
  component: RegisterFailedScreen,
  parameters: { route: '/register-failed', scenario: 'anonymous' },
} satisfies Meta<typeof RegisterFailedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No reason in the URL: the default text, tips and Try Again. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Registration Failed' }, LAZY),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'An unknown error occurred during registration',
    );
    await expect(canvas.getByRole('link', { name: 'Try Again' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.getByRole('link', { name: 'Sign In Instead' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.getByRole('heading', { name: 'Troubleshooting tips' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

export const WithReason: Story = {
  parameters: {
    route: '/register-failed?reason=Too%20many%20requests.%20Try%20again%20in%2060%20seconds.',
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
    await expect(
      await canvas.findByRole('heading', { name: 'Registration Failed' }, LAZY),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Try Again' }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
  },
};
