import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { failing, invalid, pending } from '#mocks/overrides';
import { COOK } from '#mocks/scenarios';
import RegisterScreen from '#src/screens/register/register-screen';

const LAZY = { timeout: 10000 };

const meta = {
  title: 'Screens/Register',
  component: RegisterScreen,
  parameters: { route: '/register', scenario: 'anonymous' },
} satisfies Meta<typeof RegisterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

interface Fill {
  username?: string;
  email?: string;
  password?: string;
  confirm?: string;
  accept?: boolean;
}

const VALID: Required<Fill> = {
  username: 'new_chef',
  email: 'new.chef@example.com',
  password: 'secret123',
  confirm: 'secret123',
  accept: true,
};

/** Fills the form (empty strings are left blank) and presses Create Account. */
async function register(canvasElement: HTMLElement, fill: Fill) {
  const canvas = within(canvasElement);
  const values = { ...VALID, ...fill };
  const type = async (label: string, value: string) => {
    if (value) await userEvent.type(canvas.getByLabelText(label), value);
  };
  await canvas.findByLabelText('Username', {}, LAZY);
  await type('Username', values.username);
  await type('Email', values.email);
  await type('Password', values.password);
  await type('Confirm Password', values.confirm);
  if (values.accept)
    await userEvent.click(canvas.getByRole('checkbox', { name: /Privacy Policy/ }));
  await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
}

const expectAlert = async (canvasElement: HTMLElement, text: string) =>
  expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(text);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Create your account' }, LAZY),
    ).toBeVisible();
    for (const label of ['Username', 'Email', 'Password', 'Confirm Password']) {
      await expect(canvas.getByLabelText(label)).toBeVisible();
    }
    const consent = canvas.getByRole('checkbox', { name: /Privacy Policy/ });
    await expect(consent).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Sign up with Google' })).toHaveAttribute(
      'href',
      '/api/auth/login/google',
    );
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  },
};

const USERNAME_WORDS =
  'Username may only contain letters (of any alphabet), digits and _ . - (no spaces or other characters).';

/** A space in the username: the rule in words under the field before submitting, and again on submit. */
export const UsernameWithSpace: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText('Username', {}, LAZY);
    await expect(field).toHaveAccessibleDescription(
      '3–30 characters: letters, digits, _ . or - (no spaces).',
    );
    await userEvent.type(field, 'new chef');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      `3–30 characters: letters, digits, _ . or - (no spaces). ${USERNAME_WORDS}`,
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Email'), VALID.email);
    await userEvent.type(canvas.getByLabelText('Password'), VALID.password);
    await userEvent.type(canvas.getByLabelText('Confirm Password'), VALID.password);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Privacy Policy/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expectAlert(canvasElement, USERNAME_WORDS);
  },
};

/** Check 1 of 5. */
export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    await register(canvasElement, { email: '' });
    await expectAlert(canvasElement, 'Please fill in all fields');
  },
};

/** Check 2 of 5 (runs before the password checks). */
export const UsernameTooShort: Story = {
  play: async ({ canvasElement }) => {
    await register(canvasElement, {
      username: 'ab',
      password: '123',
      confirm: '999',
      accept: false,
    });
    await expectAlert(canvasElement, 'Username must be at least 3 characters long.');
  },
};

/** Check 3 of 5. */
export const PasswordTooShort: Story = {
  play: async ({ canvasElement }) => {
    await register(canvasElement, { password: '12345', confirm: '54321', accept: false });
    await expectAlert(canvasElement, 'Password must be at least 6 characters long.');
  },
};

/** Check 4 of 5. */
export const PasswordsDoNotMatch: Story = {
  play: async ({ canvasElement }) => {
    await register(canvasElement, { confirm: 'secret124', accept: false });
    await expectAlert(canvasElement, 'Passwords do not match');
  },
};

/** Check 5 of 5. */
export const PrivacyNotAccepted: Story = {
  play: async ({ canvasElement }) => {
    await register(canvasElement, { accept: false });
    await expectAlert(canvasElement, 'Please accept the Privacy Policy to continue.');
  },
};

/** Google sign-up needs the consent too; the page stays put. */
export const GoogleWithoutConsent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Sign up with Google' }, LAZY));
    await expectAlert(canvasElement, 'Please accept the Privacy Policy to continue.');
    await expect(canvas.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  },
};

/** The email is taken: the server's 409 detail. */
export const Conflict409: Story = {
  play: async ({ canvasElement }) => {
    await register(canvasElement, { email: COOK.email });
    await expectAlert(canvasElement, 'Email already registered');
  },
};

/**
 * The server's 422 list is shown as bullets ("Field: message" per item); the username rule is checked
 * before sending, so the server's answer is given here.
 */
export const Validation422: Story = {
  parameters: {
    msw: {
      handlers: [
        invalid('signup', [
          {
            loc: ['body', 'email'],
            msg: 'value is not a valid email address',
            type: 'value_error',
          },
          {
            loc: ['body', 'username'],
            msg: 'String should have at most 30 characters',
            type: 'string_too_long',
          },
        ]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await register(canvasElement, { email: 'not-an-email' });
    const alert = await within(canvasElement).findByRole('alert');
    const items = within(alert).getAllByRole('listitem');
    await expect(items.length).toBeGreaterThanOrEqual(2);
    await expect(items.some((item) => /^Email: /.test(item.textContent ?? ''))).toBe(true);
    await expect(items.some((item) => /^Username\b/.test(item.textContent ?? ''))).toBe(true);
    await expect(alert).not.toHaveTextContent('|');
  },
};

export const ServerError: Story = {
  parameters: {
    msw: { handlers: [failing('signup', 500, 'Could not create the account right now')] },
  },
  play: async ({ canvasElement }) => {
    await register(canvasElement, {});
    await expectAlert(canvasElement, 'Could not create the account right now');
  },
};

/** Signed up, but no user came back. */
export const NoUserAfterRegistration: Story = {
  parameters: { msw: { handlers: [failing('getCurrentUser', 404, 'User not found')] } },
  play: async ({ canvasElement }) => {
    await register(canvasElement, {});
    await expectAlert(canvasElement, 'Failed to fetch user data after registration');
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [pending('signup')] } },
  play: async ({ canvasElement }) => {
    await register(canvasElement, {});
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Creating Account...' }),
    ).toBeDisabled();
  },
};

/** A new account lands on the dashboard, welcomed by name (not "Welcome back"). */
export const Registered: Story = {
  parameters: { endsAt: '/app' },
  play: async ({ canvasElement }) => {
    await register(canvasElement, {});
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: `Welcome back, ${VALID.username}!` },
        LAZY,
      ),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Create your account' }, LAZY),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Create Account' }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/**
 * Deutsch: the server's 422 items in German, field names included ("E-Mail: …"); the username item
 * keeps the form's own wording of the rule.
 */
export const Validation422German: Story = {
  globals: { language: 'de' },
  parameters: Validation422.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Benutzername', {}, LAZY), VALID.username);
    await userEvent.type(canvas.getByLabelText('E-Mail'), 'not-an-email');
    await userEvent.type(canvas.getByLabelText('Passwort'), VALID.password);
    await userEvent.type(canvas.getByLabelText('Passwort bestätigen'), VALID.confirm);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Konto erstellen' }));
    const alert = await canvas.findByRole('alert');
    const items = within(alert).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'E-Mail: Das ist keine gültige E-Mail-Adresse',
      'Der Benutzername darf höchstens 30 Zeichen lang sein.',
    ]);
  },
};
