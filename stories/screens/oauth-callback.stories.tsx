import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { failing, networkError, pending } from '#mocks/overrides';
import { COOK } from '#mocks/scenarios';
import OauthCallbackScreen from '#src/screens/oauth-callback/oauth-callback-screen';

const LAZY = { timeout: 10000 };
/** Longer than the 2 s error redirect plus the lazy chunk of the next page. */
const REDIRECT = { timeout: 8000 };

const meta = {
  title: 'Screens/OAuthCallback',
  component: OauthCallbackScreen,
  parameters: { route: '/oauth/callback' },
} satisfies Meta<typeof OauthCallbackScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Lands on the failed page and checks it shows `reason`. */
async function expectFailedPage(canvasElement: HTMLElement, reason: string) {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('heading', { name: 'Google Sign-In Failed' }, REDIRECT),
  ).toBeVisible();
  await expect(canvas.getByRole('alert')).toHaveTextContent(reason);
}

export const Processing: Story = {
  parameters: { msw: { handlers: [pending('getCurrentUser')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Signing you in' }, LAZY),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Signing you in');
  },
};

/** Verified: Success, then the dashboard after 1.5 s. */
export const Success: Story = {
  parameters: { endsAt: '/app' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Success!' }, LAZY)).toBeVisible();
    const shownAt = performance.now();
    await expect(
      await canvas.findByRole('heading', { name: `Welcome back, ${COOK.username}!` }, REDIRECT),
    ).toBeVisible();
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(1400);
  },
};

/** The provider's error description is passed on as the reason, after 2 s. */
export const ProviderError: Story = {
  parameters: {
    route: '/oauth/callback?error=access_denied&error_description=The%20user%20denied%20access',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Sign-in failed' }, LAZY),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The user denied access');
    const shownAt = performance.now();
    await expectFailedPage(canvasElement, 'The user denied access');
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(1900);
  },
};

/** Only an error code: the code is the reason. */
export const ProviderErrorCode: Story = {
  parameters: { route: '/oauth/callback?error=access_denied' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, LAZY)).toHaveTextContent(
      'access_denied',
    );
    await expectFailedPage(canvasElement, 'access_denied');
  },
};

/** No user after the redirect: reason session_verification_failed. */
export const NoUser: Story = {
  parameters: { scenario: 'anonymous' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, LAZY)).toHaveTextContent(
      'session_verification_failed',
    );
    await expectFailedPage(canvasElement, 'session_verification_failed');
  },
};

/** The server's detail is the reason. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [failing('getCurrentUser', 500, 'Session store unavailable')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, LAZY)).toHaveTextContent(
      'Session store unavailable',
    );
    await expectFailedPage(canvasElement, 'Session store unavailable');
  },
};

/** No answer at all: the default reason. */
export const NetworkError: Story = {
  parameters: { msw: { handlers: [networkError('getCurrentUser')] } },
  play: async ({ canvasElement }) => {
    const text = 'Unexpected error occurred during OAuth login. Please try again later.';
    await waitFor(
      () => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(text),
      LAZY,
    );
    await expectFailedPage(canvasElement, text);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { msw: { handlers: [pending('getCurrentUser')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Signing you in' }, LAZY),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
