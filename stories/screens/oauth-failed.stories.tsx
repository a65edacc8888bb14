import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import OauthFailedScreen from '#src/screens/oauth-failed/oauth-failed-screen';

const LAZY = { timeout: 10000 };

const meta = {
  title: 'Screens/OAuthFailed',
  component: OauthFailedScreen,
  parameters: { route: '/oauth/callback/login-failed', scenario: 'anonymous' },
} satisfies Meta<typeof OauthFailedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function expectActions(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('link', { name: 'Retry with Google' })).toHaveAttribute(
    'href',
    '/api/auth/login/google',
  );
  await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
    'href',
    '/login',
  );
  await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(canvas.getByRole('heading', { name: 'Troubleshooting tips' })).toBeVisible();
  await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
}

/** No reason in the URL: the default text. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Google Sign-In Failed' }, LAZY),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Unexpected error occurred during OAuth login. Please try again later.',
    );
    await expectActions(canvasElement);
  },
};

export const WithReason: Story = {
  parameters: {
    route:
      '/oauth/callback/login-failed?reason=Google%20sign-in%20is%20not%20configured%20on%20this%20server',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LAZY)).toHaveTextContent(
      'Google sign-in is not configured on this server',
    );
    await expectActions(canvasElement);
  },
};

/** Markup in the reason is shown as text, never rendered. */
export const ReasonIsText: Story = {
  parameters: { route: '/oauth/callback/login-failed?reason=%3Cb%3Ebold%3C%2Fb%3E' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, LAZY);
    await expect(alert).toHaveTextContent('<b>bold</b>');
    await expect(alert.querySelector('b')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Google Sign-In Failed' }, LAZY),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
