import type { Meta, StoryObj } from '@storybook/react-vite';
import { preferencesLoaded } from '#stories/support/settings';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, googleSignInOff, networkError, pending } from '#mocks/overrides';
import { COOK } from '#mocks/scenarios';
import { freezeClock, resetClock } from '#src/lib/clock';
import LoginScreen from '#src/screens/login/login-screen';

const LAZY = { timeout: 10000 };

const meta = {
  title: 'Screens/Login',
  component: LoginScreen,
  parameters: { route: '/login', scenario: 'anonymous' },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvasElement: HTMLElement, identifier: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Email or Username', {}, LAZY), identifier);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
}

/** A server without Google sign-in configured: no Google button and no "or" rule. */
export const NoGoogleSignIn: Story = {
  parameters: { msw: { handlers: [googleSignInOff()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Welcome back' }, LAZY)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await waitFor(() =>
      expect(canvas.queryByRole('link', { name: 'Continue with Google' })).toBeNull(),
    );
    await expect(canvas.queryByText('or')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  },
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Welcome back' }, LAZY)).toBeVisible();
    await expect(canvas.getByLabelText('Email or Username')).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/login/google',
    );
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/register',
    );
    // The auth layout's header carries no sign-in buttons.
    const header = canvas.getByRole('banner');
    await expect(within(header).queryByRole('link', { name: 'Sign In' })).toBeNull();
    await expect(within(header).queryByRole('link', { name: 'Get Started Free' })).toBeNull();
  },
};

export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign In' }, LAZY));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    await userEvent.type(canvas.getByLabelText('Email or Username'), COOK.username);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all fields');
  },
};

/** The server's 401 detail is shown as it came. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, COOK.email, 'not-the-password');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Incorrect username or password',
    );
  },
};

export const ServerError: Story = {
  parameters: {
    msw: { handlers: [failing('login', 500, 'The kitchen is closed for maintenance')] },
  },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, COOK.email, COOK.password);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The kitchen is closed for maintenance',
    );
  },
};

/** No response at all: the default text. */
export const NetworkError: Story = {
  parameters: { msw: { handlers: [networkError('login')] } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, COOK.email, COOK.password);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Login failed. Please try again.',
    );
  },
};

/** Login succeeded but no user came back. */
export const NoUserAfterLogin: Story = {
  parameters: { msw: { handlers: [failing('getCurrentUser', 404, 'User not found')] } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, COOK.email, COOK.password);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Failed to fetch user data after login',
    );
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [pending('login')] } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, COOK.email, COOK.password);
    const button = await within(canvasElement).findByRole('button', { name: 'Signing In...' });
    await expect(button).toBeDisabled();
    await expect(within(canvasElement).getByLabelText('Password')).toBeDisabled();
  },
};

/** Signing in by username from /login goes to the dashboard. */
export const SignedInByUsername: Story = {
  parameters: { endsAt: '/app' },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, COOK.username, COOK.password);
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: `Welcome back, ${COOK.username}!` },
        LAZY,
      ),
    ).toBeVisible();
  },
};

/**
 * A guest sent from /app/settings to /login returns there after signing in by email. The sign-in
 * stamps "Last Login" with the mock's clock: frozen, so the picture does not show the run's time.
 */
export const ReturnsToRequestedPage: Story = {
  parameters: { route: '/app/settings' },
  beforeEach: () => {
    freezeClock(Date.parse('2026-11-27T12:00:00Z'));
    return () => resetClock();
  },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, COOK.email, COOK.password);
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Profile Settings' }, LAZY),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(canvasElement).getByLabelText('Username')).toHaveValue(COOK.username),
    );
    await preferencesLoaded(canvasElement);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Welcome back' }, LAZY)).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Sign In' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvas.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
  },
};

/** Deutsch (a device or account that chose it): every text of the sign-in page is German. */
export const German: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Willkommen zurück' }, LAZY),
    ).toBeVisible();
    await expect(
      canvas.getByText('Melde dich bei deinem Sous-Konto an und koche weiter.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('E-Mail oder Benutzername')).toBeVisible();
    await expect(canvas.getByLabelText('Passwort')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: 'Passwort vergessen?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Weiter mit Google' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zur Startseite' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bitte fülle alle Felder aus');
  },
};

/** Signs in on the German page (its own labels). */
async function signInGerman(canvasElement: HTMLElement, identifier: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByLabelText('E-Mail oder Benutzername', {}, LAZY),
    identifier,
  );
  await userEvent.type(canvas.getByLabelText('Passwort'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
}

/** Deutsch: the server's 401 detail ("Incorrect username or password") is shown in German. */
export const WrongPasswordGerman: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    await signInGerman(canvasElement, COOK.email, 'not-the-password');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Benutzername oder Passwort ist falsch',
    );
  },
};

/** Deutsch: the server's rate limit, with its seconds, in German. */
export const TooManyAttemptsGerman: Story = {
  globals: { language: 'de' },
  parameters: { msw: { handlers: [failing('login', 429)] } },
  play: async ({ canvasElement }) => {
    await signInGerman(canvasElement, COOK.email, COOK.password);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Zu viele Anfragen. Versuche es in 60 Sekunden erneut.',
    );
  },
};
