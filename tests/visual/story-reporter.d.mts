/** Which check failed a story: its play function, axe, the picture, or the time limit. */
export function checkOf(message: string): 'visual' | 'a11y' | 'state' | 'timeout' | 'play';
/** The failure's own words, without colour, debug links, stack frames or browser logs. */
export function shortMessage(message: string, lines?: number): string[];
export default class StoryReporter {}
