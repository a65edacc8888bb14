import { useId } from 'react';
import type { UnitSystem } from '#src/lib/units';
import { RECIPE_TEXTS } from '#src/features/recipes/texts';

export const UNIT_SYSTEM_TEXTS = RECIPE_TEXTS.units;

const SYSTEMS: readonly UnitSystem[] = ['metric', 'us'];

/**
 * The Metric / US switch beside the servings stepper: a segmented pair of radio buttons (Tab
 * reaches the chosen one, arrow keys move between them, as native radios do).
 */
export function UnitSystemSwitch({
  system,
  onChange,
  saveFailed = false,
}: {
  system: UnitSystem;
  onChange: (system: UnitSystem) => void;
  saveFailed?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <div role="radiogroup" aria-labelledby={`${id}-label`} className="flex items-center gap-3">
        <span id={`${id}-label`} className="text-sm font-semibold text-ink">
          {UNIT_SYSTEM_TEXTS.label}
        </span>
        <div className="inline-flex rounded-full border border-stone-300 bg-white p-0.5">
          {SYSTEMS.map((value) => (
            <label
              key={value}
              className="relative inline-flex min-h-11 min-w-16 cursor-pointer items-center justify-center rounded-full px-3.5 text-sm font-semibold text-ink has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name={`${id}-system`}
                value={value}
                checked={system === value}
                onChange={() => onChange(value)}
                className="sr-only"
              />
              {UNIT_SYSTEM_TEXTS[value]}
            </label>
          ))}
        </div>
      </div>
      {saveFailed && (
        <p role="status" className="text-sm text-muted">
          {UNIT_SYSTEM_TEXTS.saveFailed}
        </p>
      )}
    </div>
  );
}
