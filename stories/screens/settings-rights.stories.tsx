import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '#mocks/db';
import { failing, networkError, pending } from '#mocks/overrides';
import { COOK, OTHER_COOK } from '#mocks/scenarios';
import { freezeClock, resetClock } from '#src/lib/clock';
import SettingsScreen from '#src/screens/settings/settings-screen';
import { preferencesLoaded } from '#stories/support/settings';

const LAZY = { timeout: 10000 };
/** A fixed day, so the archive's file name (and every date on the page) holds still. */
const TODAY = Date.parse('2026-11-27T12:00:00Z');
const PASSWORD = COOK.password;
const CONSEQUENCES = [
  'Your profile, recipes, collections, meal plan, shopping list, cooking history and generation history are deleted.',
  'Every image you uploaded or that was made for your recipes is deleted.',
  'Your share links stop working.',
  'You are signed out on every device.',
];

/**
 * The rights the privacy page promises, in Settings (hardening-2): Your data, Password, E-mail
 * and Delete account, each in every state, over the mock backend.
 */
const meta = {
  title: 'Screens/Settings/Rights',
  component: SettingsScreen,
  parameters: { route: '/app/settings' },
  beforeEach: () => {
    freezeClock(TODAY);
    return () => resetClock();
  },
} satisfies Meta<typeof SettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Scrolls the page to the top before the picture: a full-page screenshot draws fixed layers (the
 * dialog, its overlay, the sidebar) where the viewport was, and clicks leave it wherever the
 * clicked button was scrolled to.
 */
function settle(canvasElement: HTMLElement) {
  canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
}

/** Puts text into a field at once (a click, then a paste): typing key by key is slow on a busy machine. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function section(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Profile Settings' }, LAZY);
  await preferencesLoaded(canvasElement);
  return within(await canvas.findByRole('region', { name }, LAZY));
}

async function changePassword(
  canvasElement: HTMLElement,
  current: string,
  next: string,
  confirm = next,
) {
  const form = await section(canvasElement, 'Password');
  await fill(form.getByLabelText('Current password'), current);
  await fill(form.getByLabelText('New password'), next);
  await fill(form.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(form.getByRole('button', { name: 'Change password' }));
  return form;
}

async function requestEmail(canvasElement: HTMLElement, email: string, password = PASSWORD) {
  const form = await section(canvasElement, 'E-mail');
  await fill(form.getByLabelText('New email address'), email);
  if (password) await fill(form.getByLabelText('Current password'), password);
  await userEvent.click(form.getByRole('button', { name: 'Send confirmation link' }));
  return form;
}

async function openDeletion(canvasElement: HTMLElement) {
  const danger = await section(canvasElement, 'Delete account');
  await userEvent.click(danger.getByRole('button', { name: 'Delete account...' }));
  return within(await body(canvasElement).findByRole('dialog', { name: 'Delete your account?' }));
}

async function confirmDeletion(canvasElement: HTMLElement, password: string | null = PASSWORD) {
  const dialog = await openDeletion(canvasElement);
  if (password !== null) await fill(dialog.getByLabelText('Current password'), password);
  await fill(
    dialog.getByLabelText(`To confirm, type your username: ${COOK.username}`),
    COOK.username,
  );
  await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
  return dialog;
}

/** The four sections, each with its heading, below the profile. */
export const Sections: Story = {
  play: async ({ canvasElement }) => {
    const data = await section(canvasElement, 'Your data');
    await expect(data.getByRole('button', { name: 'Download my data' })).toBeEnabled();
    const email = await section(canvasElement, 'E-mail');
    await expect(email.getByText(`Your email address is ${COOK.email}.`)).toBeVisible();
    const password = await section(canvasElement, 'Password');
    await expect(password.getByLabelText('Current password')).toHaveAttribute('type', 'password');
    const danger = await section(canvasElement, 'Delete account');
    await expect(danger.getByRole('button', { name: 'Delete account...' })).toBeEnabled();
    await expect(
      within(canvasElement).getByText('Change it in the E-mail section below.'),
    ).toBeVisible();
  },
};

/** The archive is saved as a file named after the user and the day. */
export const DataDownloaded: Story = {
  play: async ({ canvasElement }) => {
    const data = await section(canvasElement, 'Your data');
    await userEvent.click(data.getByRole('button', { name: 'Download my data' }));
    await expect(await data.findByRole('status')).toHaveTextContent(
      `Your download has started: sous-export-${COOK.username}-2026-11-27.zip`,
    );
  },
};

export const DataDownloading: Story = {
  parameters: { msw: { handlers: [pending('exportAccount')] } },
  play: async ({ canvasElement }) => {
    const data = await section(canvasElement, 'Your data');
    await userEvent.click(data.getByRole('button', { name: 'Download my data' }));
    await expect(
      await data.findByRole('button', { name: 'Preparing your download...' }),
    ).toBeDisabled();
  },
};

/** Five exports an hour: the server's detail. */
export const DataDownloadLimited: Story = {
  parameters: {
    msw: {
      handlers: [failing('exportAccount', 429, 'Too many requests. Try again in 3600 seconds.')],
    },
  },
  play: async ({ canvasElement }) => {
    const data = await section(canvasElement, 'Your data');
    await userEvent.click(data.getByRole('button', { name: 'Download my data' }));
    await expect(await data.findByRole('alert')).toHaveTextContent(
      'Too many requests. Try again in 3600 seconds.',
    );
  },
};

export const DataDownloadFailed: Story = {
  parameters: { msw: { handlers: [networkError('exportAccount')] } },
  play: async ({ canvasElement }) => {
    const data = await section(canvasElement, 'Your data');
    await userEvent.click(data.getByRole('button', { name: 'Download my data' }));
    await expect(await data.findByRole('alert')).toHaveTextContent(
      'The download failed. Please try again.',
    );
  },
};

export const PasswordChanged: Story = {
  play: async ({ canvasElement }) => {
    const form = await changePassword(canvasElement, PASSWORD, 'new-secret');
    await expect(await form.findByRole('status')).toHaveTextContent(
      'Your password has been changed. Your other devices have been signed out.',
    );
    await expect(form.getByLabelText('Current password')).toHaveValue('');
    await expect(db.users.get(COOK.id)?.password).toBe('new-secret');
  },
};

/** A wrong current password: the server's 422 item, worded without the field name; focus back on the form. */
export const PasswordIncorrect: Story = {
  play: async ({ canvasElement }) => {
    const form = await changePassword(canvasElement, 'not-my-password', 'new-secret');
    await expect(await form.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    await waitFor(() => expect(form.getByLabelText('Current password')).toHaveFocus());
    await expect(db.users.get(COOK.id)?.password).toBe(PASSWORD);
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async ({ canvasElement }) => {
    const form = await changePassword(canvasElement, PASSWORD, 'new-secret', 'new-secreT');
    await expect(form.getByRole('alert')).toHaveTextContent('Passwords do not match');
  },
};

export const PasswordTooShort: Story = {
  play: async ({ canvasElement }) => {
    const form = await changePassword(canvasElement, PASSWORD, '12345');
    await expect(form.getByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters long.',
    );
  },
};

export const PasswordChanging: Story = {
  parameters: { msw: { handlers: [pending('changePassword')] } },
  play: async ({ canvasElement }) => {
    const form = await changePassword(canvasElement, PASSWORD, 'new-secret');
    await expect(await form.findByRole('button', { name: 'Changing...' })).toBeDisabled();
  },
};

/** An account that signs in only with Google: no password to change, none asked for the email. */
export const GoogleOnly: Story = {
  beforeEach: () => {
    db.users.get(COOK.id)!.password = '';
  },
  play: async ({ canvasElement }) => {
    const password = await section(canvasElement, 'Password');
    await expect(
      password.getByText('Your account signs in with Google and has no password to change.'),
    ).toBeVisible();
    const email = await section(canvasElement, 'E-mail');
    await expect(email.queryByLabelText('Current password')).toBeNull();
  },
};

export const EmailLinkSent: Story = {
  play: async ({ canvasElement }) => {
    const form = await requestEmail(canvasElement, 'anna.new@example.com');
    await expect(await form.findByRole('status')).toHaveTextContent(
      'We sent a confirmation link to anna.new@example.com. Your email changes when you open it.',
    );
    // Nothing changes before the link is opened.
    await expect(form.getByText(`Your email address is ${COOK.email}.`)).toBeVisible();
  },
};

export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    const form = await requestEmail(canvasElement, OTHER_COOK.email);
    await expect(await form.findByRole('alert')).toHaveTextContent('Email already registered');
  },
};

export const EmailWrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const form = await requestEmail(canvasElement, 'anna.new@example.com', 'nope');
    await expect(await form.findByRole('alert')).toHaveTextContent('Current password is incorrect');
  },
};

export const EmailMissing: Story = {
  play: async ({ canvasElement }) => {
    const form = await section(canvasElement, 'E-mail');
    await userEvent.click(form.getByRole('button', { name: 'Send confirmation link' }));
    await expect(form.getByRole('alert')).toHaveTextContent('Please enter the new email address');
  },
};

export const EmailSending: Story = {
  parameters: { msw: { handlers: [pending('requestEmailChange')] } },
  play: async ({ canvasElement }) => {
    const form = await requestEmail(canvasElement, 'anna.new@example.com');
    await expect(await form.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

/** The dialog tells what happens first; the red button waits for the password and the typed username. */
export const DeleteDialog: Story = {
  // A modal over a long page: the picture is the dialog alone (tests/visual/README.md).
  tags: ['dialog-picture'],
  play: async ({ canvasElement }) => {
    const dialog = await openDeletion(canvasElement);
    for (const line of CONSEQUENCES) await expect(dialog.getByText(line)).toBeVisible();
    await expect(dialog.getByText('This is what happens, and it cannot be undone:')).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    await expect(confirm).toBeDisabled();
    await fill(dialog.getByLabelText('Current password'), PASSWORD);
    const typed = dialog.getByLabelText(`To confirm, type your username: ${COOK.username}`);
    await fill(typed, 'chef_ann');
    await expect(confirm).toBeDisabled();
    await userEvent.clear(typed);
    await fill(typed, COOK.username);
    await expect(confirm).toBeEnabled();
    settle(canvasElement);
  },
};

/** Escape closes the dialog and gives the focus back to the button that opened it. */
export const DeleteCancelled: Story = {
  play: async ({ canvasElement }) => {
    await openDeletion(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    const danger = await section(canvasElement, 'Delete account');
    await expect(danger.getByRole('button', { name: 'Delete account...' })).toHaveFocus();
    await expect(db.users.has(COOK.id)).toBe(true);
  },
};

export const DeleteWrongPassword: Story = {
  // A modal over a long page: the picture is the dialog alone (tests/visual/README.md).
  tags: ['dialog-picture'],
  play: async ({ canvasElement }) => {
    const dialog = await confirmDeletion(canvasElement, 'nope');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Current password is incorrect',
    );
    await expect(db.users.has(COOK.id)).toBe(true);
    settle(canvasElement);
  },
};

/** No password and a sign-in longer ago than 10 minutes: the way out is to sign in again. */
export const DeleteNeedsFreshSignIn: Story = {
  // A modal over a long page: the picture is the dialog alone (tests/visual/README.md).
  tags: ['dialog-picture'],
  beforeEach: () => {
    db.users.get(COOK.id)!.password = '';
    db.session.signedInAt = TODAY - 11 * 60 * 1000;
  },
  play: async ({ canvasElement }) => {
    const dialog = await confirmDeletion(canvasElement, null);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Please sign out and sign in again to confirm it is you.',
    );
    await expect(dialog.getByRole('button', { name: 'Sign out and sign in again' })).toBeVisible();
    settle(canvasElement);
  },
};

export const Deleting: Story = {
  // A modal over a long page: the picture is the dialog alone (tests/visual/README.md).
  tags: ['dialog-picture'],
  parameters: { msw: { handlers: [pending('deleteAccount')] } },
  play: async ({ canvasElement }) => {
    const dialog = await confirmDeletion(canvasElement);
    await expect(await dialog.findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    settle(canvasElement);
  },
};

/** Deleted: signed out, on the landing page with the notice; nothing of the account is left. */
export const Deleted: Story = {
  parameters: { endsAt: '/' },
  play: async ({ canvasElement }) => {
    await confirmDeletion(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', {}, LAZY)).toHaveTextContent(
      'Your account and all of its data have been deleted.',
    );
    await expect(await canvas.findByRole('link', { name: 'Sign In' }, LAZY)).toBeVisible();
    // It stays there: the cleared session sends nobody to the sign-in page.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(canvas.queryByRole('heading', { name: 'Welcome back' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your account and all of its data have been deleted.',
    );
    await expect(db.users.has(COOK.id)).toBe(false);
    await expect([...db.recipes.values()].some((r) => r.owner_id === COOK.id)).toBe(false);
    await expect(db.session.userId).toBeNull();
  },
};

/** Phone: the sections stack, buttons keep 44px, nothing scrolls sideways; the dialog is a bottom sheet. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const data = await section(canvasElement, 'Your data');
    await expect(
      data.getByRole('button', { name: 'Download my data' }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const PhoneDeleteDialog: Story = {
  // A modal over a long page: the picture is the dialog alone (tests/visual/README.md).
  tags: ['dialog-picture'],
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = await openDeletion(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    settle(canvasElement);
  },
};

/** Deutsch: the sections' words. */
export const German: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Profileinstellungen' }, LAZY);
    await preferencesLoaded(canvasElement);
    for (const name of ['Deine Daten', 'Passwort', 'E-Mail-Adresse', 'Konto löschen'])
      await expect(canvas.getByRole('heading', { name })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Meine Daten herunterladen' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Konto löschen...' })).toBeEnabled();
  },
};

/** Deutsch: the server's detail in German too. */
export const GermanPasswordIncorrect: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Profileinstellungen' }, LAZY);
    await preferencesLoaded(canvasElement);
    const form = within(canvas.getByRole('region', { name: 'Passwort' }));
    await fill(form.getByLabelText('Aktuelles Passwort'), 'falsch');
    await fill(form.getByLabelText('Neues Passwort'), 'new-secret');
    await fill(form.getByLabelText('Neues Passwort bestätigen'), 'new-secret');
    await userEvent.click(form.getByRole('button', { name: 'Passwort ändern' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Das aktuelle Passwort ist falsch',
    );
  },
};
