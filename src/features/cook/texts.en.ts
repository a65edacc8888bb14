import { args } from '#src/lib/i18n/texts';

/** Cook mode's texts: the English source, every key. */
const en = {
  instructions: {
    loadingTitle: 'Generating Instructions...',
    loadingText:
      'Our AI chef is preparing detailed instructions for your recipe. This usually takes a few moments.',
    title: 'Cooking Instructions',
    hint: 'Follow the steps along the path to complete your recipe.',
    /** Said by screen readers when the current step changes. */
    announce: args('Step {{step}} of {{total}}: {{heading}}', 'step', 'total', 'heading'),
  },
  markCooked: {
    heading: 'Finished cooking?',
    hint: 'Mark the recipe as cooked to count it in your dashboard stats.',
    action: 'Mark as cooked',
    busy: 'Saving...',
    done: 'Marked as cooked. Enjoy your meal!',
    failed: "Couldn't mark this recipe as cooked. Please try again.",
  },
  timer: {
    start: 'Start',
    resume: 'Resume',
    pause: 'Pause',
    reset: 'Reset',
    done: "Time's up!",
    remaining: 'Time remaining',
  },
  voice: {
    readAloud: 'Read step aloud',
    readStep: args('Read step {{step}} aloud', 'step'),
    stopReading: 'Stop reading',
    handsFree: 'Hands-free',
    listening: 'Listening… say “next”, “back”, “repeat”, “start timer” or “pause timer”.',
    current: args('Step {{step}} of {{total}}', 'step', 'total'),
    previous: 'Previous step',
    next: 'Next step',
  },
  /** The app shell's indicator of timers started in cook mode (issue #18). */
  indicator: {
    region: 'Running timers',
    open: args('Back to step {{step}}:', 'step'),
    done: "Time's up!",
    dismiss: args('Dismiss timer: {{heading}}', 'heading'),
    announceDone: args("Time's up: {{heading}}", 'heading'),
  },
  /** The phone's full-screen cook mode (decision record 0021). */
  cookMode: {
    open: 'Start cook mode',
    title: 'Cook mode',
    close: 'Exit cook mode',
    swipeHint: 'Swipe left for the next step, right for the previous one.',
    step: args('Step {{step}}', 'step'),
    /** The strip of the timers on other steps (issue #29). */
    otherTimers: 'Other timers',
    /** Read before the step's heading on the strip's jump button: "Go to step 2: Fry …". */
    goToStep: args('Go to step {{step}}:', 'step'),
    /** The scaled ingredient list inside cook mode (issue #29). */
    ingredients: 'Ingredients',
    closeIngredients: 'Close ingredients',
  },
  /** What the read-aloud voice says, voice errors and the timer's live announcements (issue #18). */
  speech: {
    step: args('Step {{step}}. {{heading}}.', 'step', 'heading'),
    timer: args('This step has a timer of {{duration}}.', 'duration'),
    denied: 'Microphone access was denied.',
    failed: 'Voice commands could not start.',
  },
  /** The timer buttons' accessible names. */
  timerControl: {
    start: args('Start timer: {{heading}}', 'heading'),
    resume: args('Resume timer: {{heading}}', 'heading'),
    pause: args('Pause timer: {{heading}}', 'heading'),
    reset: args('Reset timer: {{heading}}', 'heading'),
  },
  timerAnnounce: {
    left: args('{{duration}} left: {{heading}}', 'duration', 'heading'),
    done: args("Time's up: {{heading}}", 'heading'),
    started: args('Timer started: {{duration}} for {{heading}}', 'duration', 'heading'),
    paused: args('Timer paused: {{duration}} left', 'duration'),
    reset: args('Timer reset to {{duration}}', 'duration'),
  },
};

export default en;
