import { args } from '#src/lib/i18n/texts';

/** Settings' "API tokens": personal tokens for scripts (issue 31 item 5); English source, every key. */
const en = {
  heading: 'API tokens',
  intro:
    'Personal tokens let your scripts and home automation use the Sous API as you. A token can never change your password, email address, profile or account.',
  docsLink: 'How to use a token',
  loading: 'Loading API tokens...',
  loadFailed: 'The API tokens could not be loaded.',
  retry: 'Try again',
  empty: 'You have no API tokens yet.',
  create: 'Create token...',
  name: 'Name',
  nameHint: 'What the token is for, e.g. "Home Assistant".',
  nameRequired: 'Please enter a name.',
  scope: 'Access',
  scopes: { read: 'Read only', write: 'Read and write' },
  scopeHints: {
    read: 'Can read your recipes, collections and settings.',
    write: 'Can also create, change and delete recipes and collections.',
  },
  createTitle: 'Create an API token',
  createDescription: 'Give the token a name and choose what it may do.',
  cancel: 'Cancel',
  confirmCreate: 'Create token',
  creating: 'Creating...',
  createFailed: 'The token could not be created. Please try again.',
  createdTitle: 'Your new API token',
  createdWarning: 'Copy it now: it will not be shown again.',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copying failed: select the token and copy it yourself.',
  done: 'Done',
  created: 'Created',
  lastUsed: 'Last used',
  neverUsed: 'Never used',
  revoke: 'Revoke',
  revokeLabel: args('Revoke {{name}}', 'name'),
  revokeTitle: args('Revoke "{{name}}"?', 'name'),
  revokeBody: 'Scripts that use this token stop working at once. This cannot be undone.',
  revoking: 'Revoking...',
  revokeFailed: 'The token could not be revoked. Please try again.',
  revoked: args('"{{name}}" was revoked.', 'name'),
};

export default en;
