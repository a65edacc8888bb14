import { args, defineTexts, plural } from '#src/lib/i18n/texts';

/** Settings' texts, in the spec's wording (the language control is new: English). */
export const ACCOUNT_SPEC = {
  pageTitle: 'Profile Settings',
  pageIntro: 'Choose how you appear in Sous.',
  accountInfo: 'Account Information',
  accountCreated: 'Account Created',
  lastLogin: 'Last Login',
  loginStreak: 'Login Streak',
  streakDays: plural('{{count}} day', '{{count}} days'),
  never: 'Never',
  unknown: 'Unknown',
  languageHeading: 'Language',
  languageIntro: 'The language of every text in Sous.',
  languageLabel: 'Language',
  languageDefault: 'Default (as specified)',
  languageEnglish: 'English',
  languageGerman: 'Deutsch',
  languageSaveFailed: 'The language could not be saved. Please try again.',
  profile: {
    form: 'Profile',
    changePicture: 'Change profile picture',
    avatarOf: args('Avatar of {{name}}', 'name'),
    picture: 'Profile picture',
    uploading: 'Uploading image...',
    pictureHint: 'Click the picture to upload a new one (images only).',
    username: 'Username',
    email: 'Email',
    emailHint: 'Your email address cannot be changed.',
    saving: 'Saving...',
    save: 'Save Changes',
  },
};

/** The texts in the current language (see README "How to add a text"). */
export const ACCOUNT_TEXTS = defineTexts('account', ACCOUNT_SPEC);
