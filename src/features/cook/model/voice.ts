import { formatDurationWords } from '#src/lib/format';
import { COOK_TEXTS } from '#src/features/cook/texts';

/** The hands-free commands the instructions understand. */
export type VoiceCommand = 'next' | 'back' | 'repeat' | 'start-timer' | 'pause-timer';

const PATTERNS: [VoiceCommand, RegExp][] = [
  ['pause-timer', /\b(pause|stop|hold) (the )?timer\b|\btimer (pausieren|anhalten|stoppen)\b/],
  ['start-timer', /\b(start|resume|begin) (the )?timer\b|\btimer starten\b/],
  // German words too ("weiter", "zurück", "nochmal"): cooks talk in their own language.
  ['next', /\b(next|forward|continue|weiter|nächster)(?![a-zäöüß])/],
  ['back', /\b(back|previous|go back)\b|(^| )zurück(?![a-zäöüß])/],
  ['repeat', /\b(repeat|again|say that again|nochmal|wiederholen)\b/],
];

/** The command in a recognised phrase ("next step please" -> next), or null. */
export function parseVoiceCommand(transcript: string): VoiceCommand | null {
  const text = transcript
    .toLowerCase()
    .replace(/[^a-zäöüß\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  for (const [command, pattern] of PATTERNS) {
    if (pattern.test(text)) return command;
  }
  return null;
}

/** What the read-aloud voice says for a step. */
export function stepSpeech(
  index: number,
  heading: string,
  description: string,
  timer?: number | null,
) {
  const T = COOK_TEXTS.speech;
  const parts = [T.step(index + 1, heading), description];
  if (timer) parts.push(T.timer(formatDurationWords(timer)));
  return parts.join(' ');
}
