import { Check } from 'lucide-react';
import {
  WIZARD_STEP_COUNT,
  wizardSteps,
  type WizardStep,
} from '#src/features/generate/model/wizard';
import { GENERATE_TEXTS } from '#src/features/generate/texts';

/**
 * The wizard's progress indicator: the three steps with the current one marked. Steps the user can
 * return to are buttons when `onSelect` is given.
 */
export function WizardProgress({
  step,
  reachable = [],
  onSelect,
}: {
  step: WizardStep;
  /** Steps other than the current one that may be opened. */
  reachable?: readonly WizardStep[];
  onSelect?: (step: WizardStep) => void;
}) {
  const T = GENERATE_TEXTS.progress;
  const steps = wizardSteps();
  return (
    <nav aria-label={T.label}>
      <p className="sr-only">{T.stepOf(step, WIZARD_STEP_COUNT)}</p>
      <ol className="flex items-center gap-2 sm:gap-3">
        {steps.map((item, index) => {
          const current = item.step === step;
          const done = item.step < step;
          const canOpen = !current && onSelect && reachable.includes(item.step);
          const marker = (
            <span
              aria-hidden="true"
              className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
                current
                  ? 'bg-brand-600 text-white ring-4 ring-brand-100'
                  : done
                    ? 'bg-brand-100 text-brand-800'
                    : 'bg-stone-200 text-muted'
              }`}
            >
              {done ? <Check className="h-4 w-4" strokeWidth={3} /> : item.step}
            </span>
          );
          const label = (
            <span
              className={`text-sm ${current ? 'font-semibold text-ink' : 'sr-only text-muted sm:not-sr-only'}`}
            >
              {item.label}
            </span>
          );
          return (
            <li
              key={item.step}
              aria-current={current ? 'step' : undefined}
              className="flex min-w-0 items-center gap-2 sm:gap-3"
            >
              {canOpen ? (
                <button
                  type="button"
                  onClick={() => onSelect(item.step)}
                  className="flex min-h-11 items-center gap-2 rounded-lg px-1 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {marker}
                  {label}
                  {done && <span className="sr-only">{T.completed}</span>}
                </button>
              ) : (
                <span className="flex min-h-11 items-center gap-2 px-1">
                  {marker}
                  {label}
                </span>
              )}
              {index < steps.length - 1 && (
                <span
                  aria-hidden="true"
                  className={`h-0.5 w-6 rounded sm:w-12 ${done ? 'bg-brand-400' : 'bg-stone-200'}`}
                />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
