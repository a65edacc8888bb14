/** The meal plan's calendar feed dialog (issue 30 item 1): English. Loaded with the dialog. */
const en = {
  title: 'Your plan in your calendar',
  explainOff:
    "Your phone's calendar can show this plan: Sous makes a private address for it that calendar apps subscribe to. Anyone with the address can see your plan, and you can turn it off at any time.",
  explainOn:
    'Subscribe to this address in your calendar app ("Add calendar", "From URL"). It shows your plan from 8 weeks back to 26 weeks ahead; calendar apps pick up changes on their own schedule, often every few hours.',
  enable: 'Create calendar address',
  enabling: 'Creating address…',
  address: 'Calendar address',
  copy: 'Copy address',
  copied: 'Address copied',
  copyFailed: "Couldn't copy. Select the address and copy it.",
  subscribe: 'Open in calendar app',
  stop: 'Turn off',
  stopping: 'Turning off…',
  stopped: 'Calendar address turned off. The old address no longer works.',
  error: "Couldn't change the calendar address. Please try again.",
  loadError: "Couldn't load the calendar address.",
  loading: 'Loading the calendar address',
  retry: 'Try again',
  close: 'Close',
};
export default en;
