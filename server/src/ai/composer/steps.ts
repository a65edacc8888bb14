/** Building blocks for method steps: prep phrases, protein prep and seasoning wording. */
import { capitalize, joinList } from '#kitchen/text.ts';
import { prepSeconds, proteinCook } from './cooking.ts';
import { say } from './language.ts';
import { amountList, amountPhrase } from './lines.ts';
import type { Action, Line, Parts, StepPlan } from './types.ts';

export function minutes(value: number): number {
  return Math.round(value * 60);
}

/** The same step, marked as running in the background while the cook does the next steps. */
export function inBackground(plan: StepPlan): StepPlan {
  return { ...plan, background: true };
}

/** Actions that mean waiting on heat or time: their steps always carry a countdown. */
const TIMED_ACTIONS: ReadonlySet<Action> = new Set([
  'boil',
  'fry',
  'bake',
  'grill',
  'simmer',
  'rest',
]);

const UNIT_SECONDS: Record<string, number> = { second: 1, minute: 60, hour: 3600 };

/**
 * "5 minutes", "4 more minutes", "2-3 minutes", "10 to 12 min", "30 seconds a side", "1 hour";
 * German "5 Minuten", "4 weitere Minuten", "2-3 Minuten", "30 Sekunden pro Seite", "1 Stunde".
 */
const DURATION =
  /\b(\d+(?:\.\d+)?)(?:\s*(?:-|–|to|bis)\s*\d+(?:\.\d+)?)?\s+(?:(?:more|weitere)\s+)?(seconds?|secs?|minutes?|mins?|hours?|hrs?|sekunden?|minuten?|stunden?)\b/gi;

const UNIT_KEY: Record<string, string> = {
  second: 'second',
  seconds: 'second',
  sec: 'second',
  secs: 'second',
  minute: 'minute',
  minutes: 'minute',
  min: 'minute',
  mins: 'minute',
  hour: 'hour',
  hours: 'hour',
  hr: 'hour',
  hrs: 'hour',
  sekunde: 'second',
  sekunden: 'second',
  minuten: 'minute',
  stunde: 'hour',
  stunden: 'hour',
};

/**
 * The seconds a step's text states, null when it states none: the sum of its durations; a range
 * counts its lower bound (the timer rings when the cook should first check); "2 minutes a side"
 * counts one side (the cook flips when it rings and starts it again).
 */
export function statedSeconds(text: string): number | null {
  let total: number | null = null;
  for (const match of text.matchAll(DURATION)) {
    const unit = match[2]!.toLowerCase();
    total = (total ?? 0) + Number(match[1]) * (UNIT_SECONDS[UNIT_KEY[unit] ?? ''] ?? 0);
  }
  return total === null ? null : Math.round(total);
}

/** "30 seconds", "1 minute", "5 minutes": whole minutes from a minute up. */
function durationText(seconds: number): string {
  if (seconds < 60) return say(`${seconds} seconds`, `${seconds} Sekunden`);
  const whole = Math.round(seconds / 60);
  if (whole === 1) return say('1 minute', '1 Minute');
  return say(`${whole} minutes`, `${whole} Minuten`);
}

/**
 * A step. Its timer always equals the durations its text states ("simmer for 20 minutes" ->
 * 1200 s). Cooking and resting steps whose text states none get a countdown of their whole
 * duration unless `timer` says otherwise, and the text says so ("Allow about 5 minutes.").
 */
export function step(
  heading: string,
  description: string,
  action: Action,
  seconds: number,
  timer?: number,
): StepPlan {
  const rounded = Math.max(10, Math.round(seconds));
  const stated = statedSeconds(description);
  if (stated !== null || !TIMED_ACTIONS.has(action))
    return { heading, description, action, seconds: rounded, timer: stated };
  const wanted = Math.min(rounded, Math.round(timer ?? rounded));
  const countdown = wanted < 60 ? wanted : Math.round(wanted / 60) * 60;
  const text = say(
    `${description} Allow about ${durationText(countdown)}.`,
    `${description} Etwa ${durationText(countdown)} einplanen.`,
  );
  return { heading, description: text, action, seconds: rounded, timer: countdown };
}

/** "dice 2 onions", "cut 800 g potatoes into 2 cm cubes". */
export function prepPhrase(line: Line): string {
  const amount = amountPhrase(line);
  const phrase = PREP_PHRASES[line.item.prep] ?? PREP_PHRASES.measure!;
  return say(phrase[0], phrase[1]).replace('#', amount);
}

/** English and German prep phrases; # stands for the amount ("2 onions", "2 Zwiebeln"). */
const PREP_PHRASES: Record<string, readonly [string, string]> = {
  chop: ['chop #', '# hacken'],
  dice: ['dice #', '# würfeln'],
  slice: ['slice #', '# in Scheiben schneiden'],
  mince: ['finely chop #', '# fein hacken'],
  grate: ['grate #', '# reiben'],
  shred: ['finely shred #', '# in feine Streifen schneiden'],
  tear: ['tear # into pieces', '# in Stücke zupfen'],
  halve: ['halve #', '# halbieren'],
  cube: ['cut # into 2 cm cubes', '# in 2 cm große Würfel schneiden'],
  crumble: ['crumble #', '# zerbröseln'],
  trim: ['trim #', '# putzen'],
  peel: ['peel #', '# schälen'],
  juice: ['juice #', '# auspressen'],
  rinse: ['rinse and drain #', '# waschen und abtropfen lassen'],
  drain: ['drain #', '# abtropfen lassen'],
  segment: ['peel and segment #', '# schälen und filetieren'],
  pit: ['pit and halve #', '# entsteinen und halbieren'],
  measure: ['measure out #', '# abmessen'],
};

/** Lines that need knife work before cooking (spices, oils and liquids are measured where used). */
export function needsPrep(line: Line): boolean {
  return !['measure', 'crack'].includes(line.item.prep);
}

/**
 * One or two prep steps for the given lines, at most four phrases each, so a step stays readable.
 */
export function prepSteps(lines: readonly Line[], heading?: string): StepPlan[] {
  const work = lines.filter(needsPrep);
  if (work.length === 0) return [];
  const chunks: Line[][] = [];
  for (let i = 0; i < work.length; i += 4) chunks.push(work.slice(i, i + 4));
  return chunks.map((chunk, index) =>
    step(
      index === 0
        ? (heading ?? say('Prep the vegetables', 'Gemüse vorbereiten'))
        : say('Finish the prep', 'Vorbereitung abschließen'),
      `${capitalize(joinList(chunk.map(prepPhrase), say('and', 'und')))}.`,
      'chop',
      chunk.reduce((sum, line) => sum + prepSeconds(line), 0),
    ),
  );
}

export type Cut = 'bite' | 'strips' | 'chunks' | 'whole';

const CUT_PHRASE: Record<Cut, (amount: string) => string> = {
  bite: (amount) => say(`cut ${amount} into bite-sized pieces`, `${amount} mundgerecht schneiden`),
  strips: (amount) =>
    say(`slice ${amount} into thin strips`, `${amount} in dünne Streifen schneiden`),
  chunks: (amount) =>
    say(`cut ${amount} into 3 cm chunks`, `${amount} in 3 cm große Stücke schneiden`),
  whole: (amount) => say(`pat ${amount} dry`, `${amount} trocken tupfen`),
};

function proteinPrepPhrase(line: Line, cut: Cut): string | null {
  const item = line.item;
  const amount = amountPhrase(line);
  if (item.group === 'egg' || item.tags.has('ground')) return null;
  if (item.id === 'shrimp')
    return say(
      `peel and devein ${amount} if needed`,
      `${amount} bei Bedarf schälen und den Darm entfernen`,
    );
  if (item.id === 'mussels' || item.id === 'clams')
    return say(
      `scrub ${amount}, discarding any open ones that do not close when tapped`,
      `${amount} abbürsten, geöffnete, die sich beim Klopfen nicht schließen, wegwerfen`,
    );
  if (item.id === 'tofu')
    return say(
      `press ${amount} dry with kitchen paper and cut into 2 cm cubes`,
      `${amount} mit Küchenpapier trocken drücken und in 2 cm große Würfel schneiden`,
    );
  if (item.group === 'legume')
    return item.prep === 'drain'
      ? say(`drain and rinse ${amount}`, `${amount} abgießen und abspülen`)
      : say(`rinse ${amount}`, `${amount} abspülen`);
  if (item.tags.has('cured') || item.id === 'canned-tuna' || item.id === 'sardines')
    return prepPhrase(line);
  if (item.group === 'fish')
    return cut === 'whole'
      ? say(
          `pat ${amount} dry and check for bones`,
          `${amount} trocken tupfen und auf Gräten prüfen`,
        )
      : CUT_PHRASE[cut](amount);
  if (['halloumi', 'paneer', 'tempeh', 'seitan'].includes(item.id)) return prepPhrase(line);
  if (cut === 'whole' || item.prep === 'trim') return CUT_PHRASE.whole(amount);
  return CUT_PHRASE[cut](amount);
}

/** "salt and black pepper", or the spices the recipe lists. */
export function seasoningLines(parts: Parts): Line[] {
  return parts.spice.filter((line) => line.item.id === 'salt' || line.item.id === 'black-pepper');
}

/** Spices other than salt and pepper. */
export function spiceLines(parts: Parts): Line[] {
  return parts.spice.filter((line) => line.item.id !== 'salt' && line.item.id !== 'black-pepper');
}

/** Prepares the proteins for cooking (cut, pat dry, drain) and seasons them. */
export function proteinPrepStep(
  proteins: readonly Line[],
  cut: Cut,
  parts: Parts,
): StepPlan | null {
  const phrases = proteins
    .map((line) => proteinPrepPhrase(line, cut))
    .filter((text): text is string => text !== null);
  if (phrases.length === 0) return null;
  const meaty = proteins.some(
    (line) => line.item.kind !== 'vegan' && line.item.kind !== 'vegetarian',
  );
  const seasoning = meaty ? seasoningLines(parts) : [];
  const names = joinList(
    seasoning.map((line) => line.name),
    say('and', 'und'),
  );
  const seasonText =
    seasoning.length > 0
      ? say(` Season with a little of the ${names}.`, ` Mit etwas ${names} würzen.`)
      : '';
  const pressing = proteins.some((line) => line.item.id === 'tofu') ? 300 : 0;
  const seconds =
    proteins.reduce((sum, line) => sum + prepSeconds(line), 0) + pressing + (seasonText ? 30 : 0);
  const heading = proteins.every((line) => line.item.group === 'legume')
    ? say('Get the beans ready', 'Hülsenfrüchte vorbereiten')
    : say(
        'Prepare the protein',
        `${joinList(
          proteins.map((line) => line.name),
          'und',
        )} vorbereiten`,
      );
  return step(
    heading,
    `${capitalize(joinList(phrases, say('and', 'und')))}.${seasonText}`,
    seasonText ? 'season' : 'chop',
    seconds,
  );
}

/** Minutes to sear the proteins for a dish, cooked in one pan one after the other. */
export function panMinutes(proteins: readonly Line[], cut: Cut): number {
  return proteins.reduce((sum, line) => {
    const cook = proteinCook(line.item);
    const factor = cut === 'strips' ? 0.6 : cut === 'whole' ? 1.4 : 1;
    return sum + Math.max(2, Math.round(cook.pan * factor));
  }, 0);
}

export function doneness(proteins: readonly Line[]): string {
  return proteins[0] ? proteinCook(proteins[0].item).doneness : 'cooked through';
}

export function longestBraise(proteins: readonly Line[]): number {
  return proteins.reduce((max, line) => Math.max(max, proteinCook(line.item).braise), 0);
}

/** The cooking fats with amounts ("2 tbsp olive oil and 1 tbsp butter"), or a fallback wording. */
export function fatText(parts: Parts): string {
  return parts.fat.length > 0 ? amountList(parts.fat) : say('a little oil', 'etwas Öl');
}
