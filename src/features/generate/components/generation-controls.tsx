import { Check, Minus, Plus, Quote } from 'lucide-react';
import { useId, useMemo, type KeyboardEvent } from 'react';
import type { PreferenceDiet, SpiceLevel } from '#src/api/types';
import { ACCOUNT_TEXTS } from '#src/features/account/texts';
import {
  DIETS,
  MAX_SERVINGS,
  MIN_SERVINGS,
  SPICE_LEVELS,
  effectiveControls,
  type WizardControls,
} from '#src/features/generate/model/controls';
import { readPrompt } from '#src/features/generate/model/prompt-reading';
import { GENERATE_TEXTS } from '#src/features/generate/texts';

const T = GENERATE_TEXTS.controls;
/** Where "+" starts from "Any" (neither the cook nor the prompt set servings): a meal for two. */
const STEPPER_START = 2;

const chip =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const chipOff = 'border-stone-300 bg-white text-ink hover:border-brand-300 hover:bg-brand-50';
const chipOn = 'border-brand-600 bg-brand-600 text-white';
/** A value only the prompt gave: shown chosen, with a dashed edge. */
const chipFromWords = 'border-dashed border-brand-600 bg-brand-50 text-brand-800';

export interface GenerationControlsProps {
  /** The controls as the cook set them. */
  controls: WizardControls;
  /** The prompt as typed: what it says is read as the recipe book reads it. */
  prompt: string;
  onChange: (controls: Partial<WizardControls>) => void;
}

/**
 * Step 1's servings stepper, spice level and diet chips (issue #29). They show what the generation
 * asks for: what the cook set, else what was understood from their words (marked so, and named in
 * a line a screen reader announces). A control the cook sets wins over the words.
 */
export function GenerationControls({ controls, prompt, onChange }: GenerationControlsProps) {
  const reading = useMemo(() => readPrompt(prompt), [prompt]);
  const ids = { servings: useId(), spice: useId(), diet: useId(), fromWords: useId() };
  const shown = effectiveControls(controls, reading);
  const servings = shown.servings;
  const understood = [
    ...(shown.from.servings && reading.servings !== null
      ? [T.servingsCount(reading.servings)]
      : []),
    ...(shown.from.spice && reading.spice ? [T.spiceWords[reading.spice]] : []),
    ...shown.from.diets.map((diet) => T.dietWords[diet]),
  ];

  const cookSet = controls.servings !== null;
  /**
   * "Any" is below 1: "−" at a servings the cook set to 1 gives the choice back ("Any"), unless the
   * words name servings (then the words decide, as they do for the diet chips).
   */
  const canReturnToAny = cookSet && reading.servings === null;
  const canFewer = servings !== null && (servings > MIN_SERVINGS || canReturnToAny);
  const canMore = servings === null || servings < MAX_SERVINGS;
  const fewer = () => {
    if (!canFewer || servings === null) return;
    onChange({ servings: servings <= MIN_SERVINGS ? null : servings - 1 });
  };
  const more = () => {
    if (!canMore) return;
    onChange({ servings: servings === null ? STEPPER_START : servings + 1 });
  };
  /** The value as a spin button: arrows step, Home goes to the lowest (Any), End to 12, Delete resets. */
  const onSpinKey = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowUp: more,
      ArrowRight: more,
      ArrowDown: fewer,
      ArrowLeft: fewer,
      Home: () => {
        if (servings !== null) onChange({ servings: canReturnToAny ? null : MIN_SERVINGS });
      },
      End: () => onChange({ servings: MAX_SERVINGS }),
      Delete: () => onChange({ servings: null }),
      Backspace: () => onChange({ servings: null }),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
  const toggleDiet = (diet: PreferenceDiet) =>
    onChange({
      diets: controls.diets.includes(diet)
        ? controls.diets.filter((d) => d !== diet)
        : DIETS.filter((d) => d === diet || controls.diets.includes(d)),
    });

  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-stone-200 bg-stone-50/60 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{T.legend}</legend>
      <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-start sm:gap-x-8">
        <div className="flex flex-col gap-2">
          <span id={ids.servings} className="text-sm font-medium text-muted">
            {T.servings}
          </span>
          <div role="group" aria-labelledby={ids.servings} className="flex items-center gap-2">
            <button
              type="button"
              aria-label={T.fewer}
              onClick={fewer}
              disabled={!canFewer}
              className={`${chip} ${chipOff} w-11 justify-center px-0 disabled:cursor-not-allowed disabled:opacity-40`}
            >
              <Minus aria-hidden="true" className="h-4 w-4" />
            </button>
            <span
              role="spinbutton"
              tabIndex={0}
              aria-labelledby={ids.servings}
              aria-valuemin={MIN_SERVINGS}
              aria-valuemax={MAX_SERVINGS}
              aria-valuenow={servings ?? undefined}
              aria-valuetext={servings === null ? T.servingsAny : T.servingsCount(servings)}
              aria-describedby={shown.from.servings ? ids.fromWords : undefined}
              aria-live="polite"
              onKeyDown={onSpinKey}
              data-testid="servings-value"
              className={`inline-flex min-h-11 cursor-default focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 min-w-20 items-center justify-center gap-1 rounded-full border px-3 text-base font-semibold ${
                servings === null
                  ? 'border-stone-200 bg-white text-muted'
                  : shown.from.servings
                    ? chipFromWords
                    : 'border-brand-600 bg-white text-ink'
              }`}
            >
              {servings === null ? T.servingsAny : servings}
              {shown.from.servings && <FromWordsMark />}
            </span>
            <button
              type="button"
              aria-label={T.more}
              onClick={more}
              disabled={!canMore}
              className={`${chip} ${chipOff} w-11 justify-center px-0 disabled:cursor-not-allowed disabled:opacity-40`}
            >
              <Plus aria-hidden="true" className="h-4 w-4" />
            </button>
          </div>
        </div>
        <div role="radiogroup" aria-labelledby={ids.spice} className="flex flex-col gap-2">
          <span id={ids.spice} className="text-sm font-medium text-muted">
            {T.spice}
          </span>
          <div className="flex flex-wrap gap-2">
            {SPICE_LEVELS.map((level: SpiceLevel) => {
              const checked = shown.spice === level;
              const fromWords = checked && shown.from.spice;
              return (
                <label
                  key={level}
                  className={`${chip} relative cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
                    checked ? (fromWords ? chipFromWords : chipOn) : chipOff
                  }`}
                >
                  <input
                    type="radio"
                    name={ids.spice}
                    value={level}
                    checked={checked}
                    onChange={() => onChange({ spice: level })}
                    aria-describedby={fromWords ? ids.fromWords : undefined}
                    className="sr-only"
                  />
                  {checked && !fromWords && <Check aria-hidden="true" className="h-3.5 w-3.5" />}
                  {T.spiceLevels[level]}
                  {fromWords && <FromWordsMark />}
                </label>
              );
            })}
          </div>
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <span id={ids.diet} className="text-sm font-medium text-muted">
          {T.diet}
        </span>
        <ul aria-labelledby={ids.diet} className="flex flex-wrap gap-2">
          {DIETS.map((diet) => {
            const fromWords = shown.from.diets.includes(diet);
            const on = controls.diets.includes(diet);
            return (
              <li key={diet}>
                <button
                  type="button"
                  aria-pressed={on || fromWords}
                  // The words still ask for it: only changing them takes it away.
                  disabled={fromWords && !on}
                  aria-describedby={fromWords ? ids.fromWords : undefined}
                  onClick={() => toggleDiet(diet)}
                  className={`${chip} ${fromWords && !on ? `${chipFromWords} cursor-default` : on ? chipOn : chipOff}`}
                >
                  {on && <Check aria-hidden="true" className="h-3.5 w-3.5" />}
                  {ACCOUNT_TEXTS.preferences.dietNames[diet]}
                  {fromWords && !on && <FromWordsMark />}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <span id={ids.fromWords} hidden>
        {T.fromWords}
      </span>
      {/* Always mounted, so a screen reader hears what was understood as the cook types. */}
      <p role="status" aria-live="polite" className="text-sm text-muted empty:hidden">
        {understood.length > 0 && (
          <span className="inline-flex items-start gap-1.5">
            <Quote aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0 text-brand-600" />
            {T.understood(understood.join(', '))}
          </span>
        )}
      </p>
    </fieldset>
  );
}

/** The small quote mark on a value understood from the cook's words. */
function FromWordsMark() {
  return <Quote aria-hidden="true" className="h-3 w-3 shrink-0 opacity-80" />;
}
