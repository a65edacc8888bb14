import { args } from '#src/lib/i18n/texts';

/**
 * The rights the privacy page promises (hardening-2): the data export, password, email, deletion.
 * English. A namespace of its own, so it loads with the settings and confirm-email screens only.
 */
const en = {
  data: {
    heading: 'Your data',
    intro:
      'Download everything Sous keeps about you as one zip file: your profile, recipes, collections, meal plan, shopping list, generation history and every image, with a JSON file a later restore can read.',
    download: 'Download my data',
    preparing: 'Preparing your download...',
    started: args('Your download has started: {{file}}', 'file'),
    failed: 'The download failed. Please try again.',
  },
  password: {
    heading: 'Password',
    intro: 'After the change, every other device is signed out; this one stays signed in.',
    current: 'Current password',
    next: 'New password',
    confirm: 'Confirm new password',
    submit: 'Change password',
    submitting: 'Changing...',
    done: 'Your password has been changed. Your other devices have been signed out.',
    failed: 'The password could not be changed. Please try again.',
    googleOnly: 'Your account signs in with Google and has no password to change.',
  },
  email: {
    heading: 'E-mail',
    current: args('Your email address is {{email}}.', 'email'),
    intro:
      'We send a confirmation link to the new address; the change takes effect when you open it.',
    next: 'New email address',
    password: 'Current password',
    submit: 'Send confirmation link',
    submitting: 'Sending...',
    enterEmail: 'Please enter the new email address',
    enterPassword: 'Please enter your current password',
    sent: args(
      'We sent a confirmation link to {{email}}. Your email changes when you open it.',
      'email',
    ),
    failed: 'The confirmation link could not be sent. Please try again.',
  },
  deletion: {
    heading: 'Delete account',
    intro:
      'Deleting your account removes everything of yours from Sous for good. Download your data first if you want to keep it.',
    open: 'Delete account...',
    title: 'Delete your account?',
    whatHappens: 'This is what happens, and it cannot be undone:',
    consequences: {
      data: 'Your profile, recipes, collections, meal plan, shopping list, cooking history and generation history are deleted.',
      files: 'Every image you uploaded or that was made for your recipes is deleted.',
      shares: 'Your share links stop working.',
      sessions: 'You are signed out on every device.',
    },
    password: 'Current password',
    typeToConfirm: args('To confirm, type your username: {{username}}', 'username'),
    cancel: 'Cancel',
    confirm: 'Delete my account',
    deleting: 'Deleting...',
    failed: 'The account could not be deleted. Please try again.',
    reauthenticate: 'Sign out and sign in again',
    deleted: 'Your account and all of its data have been deleted.',
    dismiss: 'Dismiss',
  },
  confirmEmail: {
    docTitle: 'Confirm Email',
    title: 'Confirm your new email address',
    lead: 'Open the link from the mail and confirm here: only then does your account use the new address.',
    confirm: 'Confirm new address',
    confirming: 'Confirming...',
    done: 'Email changed',
    doneText: 'Your email address has been changed.',
    toSettings: 'Go to Settings',
    signIn: 'Sign In',
    invalidLink: 'This confirmation link is invalid or has expired.',
    failed: 'The email address could not be changed. Please try again.',
    requestNew: 'Request a new link in Settings',
  },
};
export default en;
