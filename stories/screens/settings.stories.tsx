import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '#mocks/db';
import { failing, networkError, pending } from '#mocks/overrides';
import { COOK, OTHER_COOK } from '#mocks/scenarios';
import SettingsScreen from '#src/screens/settings/settings-screen';
import { preferencesLoaded } from '#stories/support/settings';

const LAZY = { timeout: 10000 };
const UPLOADED = 'Image uploaded. Click "Save Changes" to apply it to your profile.';

const meta = {
  title: 'Screens/Settings',
  component: SettingsScreen,
  parameters: { route: '/app/settings' },
} satisfies Meta<typeof SettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

// A real 1x1 PNG: the mock sniffs the bytes like the server does.
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const png = () =>
  new File([Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0))], 'me.png', {
    type: 'image/png',
  });

const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

async function ready(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Profile Settings' }, LAZY);
  await waitFor(() => expect(canvas.getByLabelText('Username')).toHaveValue(COOK.username));
  await preferencesLoaded(canvasElement);
  return canvas;
}

async function rename(canvasElement: HTMLElement, username: string) {
  const canvas = await ready(canvasElement);
  await userEvent.clear(canvas.getByLabelText('Username'));
  if (username) await userEvent.type(canvas.getByLabelText('Username'), username);
  await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
  return canvas;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveValue(COOK.email);
    await expect(email).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Change profile picture' })).toBeEnabled();
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'image/*');
    const info = within(canvas.getByRole('region', { name: 'Account Information' }));
    const user = db.users.get(COOK.id)!;
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(
      new Date(user.created_at),
    );
    await expect(info.getByText('Account Created').nextElementSibling).toHaveTextContent(date);
    await expect(info.getByText('Last Login')).toBeVisible();
    await expect(info.getByText('Login Streak').nextElementSibling).toHaveTextContent(
      `${user.login_streak} ${user.login_streak === 1 ? 'day' : 'days'}`,
    );
  },
};

/** Only whitespace changed: Save is possible, but nothing is sent. */
export const NoChanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(canvas.getByLabelText('Username'), ' ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('No changes to save');
  },
};

export const UsernameRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await rename(canvasElement, '');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Username is required');
  },
};

const USERNAME_WORDS =
  'Username may only contain letters (of any alphabet), digits and _ . - (no spaces or other characters).';

/** A space in the name: the rule in words under the field while typing, and nothing is sent on Save. */
export const UsernameWithSpace: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const field = canvas.getByLabelText('Username');
    await userEvent.clear(field);
    await userEvent.type(field, 'anna cooks');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      `3–30 characters: letters, digits, _ . or - (no spaces). ${USERNAME_WORDS}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(USERNAME_WORDS);
    await expect(db.users.get(COOK.id)?.username).toBe(COOK.username);
  },
};

/** Renamed: the success text, and the shell's user menu shows the new name. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await rename(canvasElement, 'anna_cooks');
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Profile updated successfully!',
    );
    await expect(db.users.get(COOK.id)?.username).toBe('anna_cooks');
    await expect(
      await canvas.findByRole('button', { name: /^User menu for anna_cooks/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  },
};

export const Saving: Story = {
  parameters: { msw: { handlers: [pending('updateUser')] } },
  play: async ({ canvasElement }) => {
    const canvas = await rename(canvasElement, 'anna_cooks');
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

/** The server's detail: the name is taken. */
export const UsernameTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await rename(canvasElement, OTHER_COOK.username);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Username already taken');
  },
};

/** No answer: the default text. */
export const UpdateFailed: Story = {
  parameters: { msw: { handlers: [networkError('updateUser')] } },
  play: async ({ canvasElement }) => {
    const canvas = await rename(canvasElement, 'anna_cooks');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to update profile. Please try again.',
    );
  },
};

/** A picture is uploaded and previewed; Save Changes applies it. */
export const ImageUploaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.upload(fileInput(canvasElement), png());
    await expect(await canvas.findByRole('status')).toHaveTextContent(UPLOADED);
    const preview = canvas.getByRole('img', { name: `Avatar of ${COOK.username}` });
    await expect(preview).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Profile updated successfully!'),
    );
    await expect(db.users.get(COOK.id)?.profile_image_url).toMatch(/^profile\/1\//);
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: `Avatar of ${COOK.username}` })).toHaveAttribute(
        'src',
        expect.stringMatching(/^\/api\/files\/serve\/profile\/1\//),
      ),
    );
  },
};

export const Uploading: Story = {
  parameters: { msw: { handlers: [pending('uploadPublicFile')] } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.upload(fileInput(canvasElement), png());
    await expect(await canvas.findByText('Uploading image...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Change profile picture' })).toBeDisabled();
  },
};

/** The server refuses the file: its detail is shown. */
export const UploadError: Story = {
  parameters: {
    msw: { handlers: [failing('uploadPublicFile', 415, 'Only image files are allowed')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.upload(fileInput(canvasElement), png());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Only image files are allowed',
    );
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  },
};

/** No answer: the default upload text. */
export const UploadNetworkError: Story = {
  parameters: { msw: { handlers: [networkError('uploadPublicFile')] } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.upload(fileInput(canvasElement), png());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to upload image. Please try again.',
    );
  },
};

/** Not an image: refused before any upload. */
export const NotAnImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      fileInput(canvasElement),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please choose an image file.',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Save Changes' }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Deutsch (issue #18): every text of Settings German, German dates and plurals, <html lang="de">. */
export const German: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Profileinstellungen' }, LAZY);
    await preferencesLoaded(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sprache' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Kontoinformationen' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('lang', 'de');
    const streak = db.users.get(COOK.id)!.login_streak;
    await expect(canvas.getByText('Anmeldeserie').nextElementSibling).toHaveTextContent(
      `${streak} ${streak === 1 ? 'Tag' : 'Tage'}`,
    );
  },
};

/** Choosing English stores it on the user and switches the screen. */
export const ChooseEnglish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Language' }), 'en');
    await waitFor(() => expect(db.users.get(COOK.id)!.language).toBe('en'), LAZY);
    await expect(await canvas.findByRole('heading', { name: 'Account Information' })).toBeVisible();
  },
};

/**
 * Deutsch (issue #18): the profile form, its notice, the language setting and the account
 * information in German; whitespace only was typed, so "nothing to save" shows.
 */
export const GermanNoChanges: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Profileinstellungen' }, LAZY);
    await preferencesLoaded(canvasElement);
    const username = canvas.getByLabelText('Benutzername');
    await waitFor(() => expect(username).toHaveValue(COOK.username));
    await expect(canvas.getByLabelText('E-Mail')).toBeDisabled();
    await expect(canvas.getByRole('heading', { name: 'Sprache' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Kontoinformationen' })).toBeVisible();
    await userEvent.type(username, ' ');
    await userEvent.click(canvas.getByRole('button', { name: 'Änderungen speichern' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Keine Änderungen zum Speichern');
  },
};

/** Deutsch: an empty username is refused in German. */
export const GermanUsernameRequired: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Profileinstellungen' }, LAZY);
    await preferencesLoaded(canvasElement);
    const username = canvas.getByLabelText('Benutzername');
    await waitFor(() => expect(username).toHaveValue(COOK.username));
    await userEvent.clear(username);
    await userEvent.click(canvas.getByRole('button', { name: 'Änderungen speichern' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Der Benutzername fehlt');
  },
};

/** Deutsch on a phone: the profile form, food preferences and account sections stack, in German. */
export const GermanPhone: Story = {
  globals: { language: 'de', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Profileinstellungen' }, LAZY);
    await waitFor(() => expect(canvas.getByLabelText('Benutzername')).toHaveValue(COOK.username));
    await preferencesLoaded(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sprache' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Kontoinformationen' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Änderungen speichern' }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.lang).toBe('de');
    await expect(root.scrollWidth).toBeLessThanOrEqual(375);
    window.scrollTo(0, 0);
  },
};

const PENDING = 'New picture – not saved yet';
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Uploads a picture (pending until Save Changes) and follows the sidebar's Dashboard link. */
async function leaveWithPendingPicture(canvasElement: HTMLElement) {
  const canvas = await ready(canvasElement);
  await userEvent.upload(fileInput(canvasElement), png());
  await expect(await canvas.findByRole('status')).toHaveTextContent(UPLOADED);
  await expect(canvas.getByText(PENDING)).toBeVisible();
  const nav = within(canvas.getByRole('navigation', { name: 'App' }));
  await userEvent.click(nav.getByRole('link', { name: 'Dashboard' }));
  const dialog = within(await body(canvasElement).findByRole('alertdialog', {}, LAZY));
  canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  return { canvas, dialog };
}

/**
 * Issue 29: a new picture is pending (spec: it applies on Save Changes), marked as not saved yet;
 * leaving Settings asks first.
 */
export const LeaveWithPendingPicture: Story = {
  // A modal over a long page: the picture is the dialog alone (tests/visual/README.md).
  tags: ['dialog-picture'],
  play: async ({ canvasElement }) => {
    const { dialog } = await leaveWithPendingPicture(canvasElement);
    await expect(dialog.getByRole('heading', { name: 'Leave without saving?' })).toBeVisible();
    await expect(
      dialog.getByText('Your profile changes are not saved yet: leaving now discards them.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Stay' })).toHaveFocus();
    await expect(dialog.getByRole('button', { name: 'Discard changes' })).toBeVisible();
  },
};

/** Stay keeps the page and the pending picture; Discard leaves, and nothing was saved. */
export const LeaveStayThenDiscard: Story = {
  parameters: { endsAt: '/app' },
  play: async ({ canvasElement }) => {
    const { canvas, dialog } = await leaveWithPendingPicture(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
    await expect(canvas.getByText(PENDING)).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'App' }));
    await userEvent.click(nav.getByRole('link', { name: 'Dashboard' }));
    const again = within(await body(canvasElement).findByRole('alertdialog'));
    await userEvent.click(again.getByRole('button', { name: 'Discard changes' }));
    await expect(
      await canvas.findByRole('heading', { name: /^Welcome back, / }, LAZY),
    ).toBeVisible();
    await expect(db.users.get(COOK.id)?.profile_image_url).toBeNull();
  },
};

/** Saved first: leaving asks nothing. */
export const LeaveAfterSaving: Story = {
  parameters: { endsAt: '/app' },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.upload(fileInput(canvasElement), png());
    await canvas.findByText(PENDING);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Profile updated successfully!'),
    );
    await expect(canvas.queryByText(PENDING)).toBeNull();
    const nav = within(canvas.getByRole('navigation', { name: 'App' }));
    await userEvent.click(nav.getByRole('link', { name: 'Dashboard' }));
    await expect(
      await canvas.findByRole('heading', { name: /^Welcome back, / }, LAZY),
    ).toBeVisible();
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

const MIXED_WORDS =
  'Username must use the letters of one alphabet: look-alike letters from different alphabets (such as Latin and Cyrillic) cannot be mixed.';

/** Issue 29: a Latin name with a Cyrillic "а" is refused while typing; nothing is sent. */
export const UsernameMixedScripts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const field = canvas.getByLabelText('Username');
    await userEvent.clear(field);
    await userEvent.type(field, 'p\u0430ul');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(MIXED_WORDS);
    await expect(db.users.get(COOK.id)?.username).toBe(COOK.username);
  },
};

/** Issue 29: a name in another script is saved, in its NFC form. */
export const UsernameInAnyScript: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await rename(canvasElement, 'Ju\u0308rgen');
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Profile updated successfully!',
    );
    await expect(db.users.get(COOK.id)?.username).toBe('Jürgen');
    await expect(canvas.getByLabelText('Username')).toHaveValue('Jürgen');
  },
};
