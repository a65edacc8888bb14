import { Sparkles } from 'lucide-react';
import { Suspense, lazy, useId, useState, type FormEvent, type Ref } from 'react';
import { Button } from '#src/components/ui/button';
import { TextAreaField } from '#src/components/ui/field';
import { validatePrompt } from '#src/features/generate/model/validation';
import { NO_CONTROLS, type WizardControls } from '#src/features/generate/model/controls';

// The controls and their prompt reader load after the step (the wizard's route weight budget).
const GenerationControls = lazy(async () => ({
  default: (await import('./generation-controls')).GenerationControls,
}));
import { GENERATE_TEXTS as T, promptSuggestions } from '#src/features/generate/texts';

export interface PromptStepProps {
  value: string;
  onChange: (value: string) => void;
  /** Called with the trimmed prompt once it is valid. */
  onSubmit: (prompt: string) => void;
  /** Receives the heading, so the wizard can move focus to it when the step opens. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The servings, spice and diet controls as the cook set them; without onControlsChange none show. */
  controls?: WizardControls;
  onControlsChange?: (controls: Partial<WizardControls>) => void;
}

/**
 * Step 1: what the user wants to cook, at least 3 characters after trimming, with one-tap
 * suggestions. Enter submits; Shift+Enter starts a new line.
 */
export function PromptStep({
  value,
  onChange,
  onSubmit,
  headingRef,
  controls = NO_CONTROLS,
  onControlsChange,
}: PromptStepProps) {
  const [error, setError] = useState<string | null>(null);
  const suggestionsId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePrompt(value);
    setError(problem);
    if (!problem) onSubmit(value.trim());
  };

  const change = (next: string) => {
    setError(null);
    onChange(next);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-ink focus:outline-none sm:text-3xl"
        >
          {T.promptHeading}
        </h2>
        <p className="text-muted">{T.promptIntro}</p>
      </div>
      <TextAreaField
        label={T.promptLabel}
        value={value}
        onChange={(event) => change(event.target.value)}
        onKeyDown={(event) => {
          // Enter submits (Shift+Enter still breaks the line); not while an IME composes.
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          event.currentTarget.form?.requestSubmit();
        }}
        placeholder={T.promptPlaceholder}
        rows={3}
        maxLength={500}
        error={error ?? undefined}
        className="[&_textarea]:min-h-24"
      />
      <div className="flex flex-col gap-2">
        <p id={suggestionsId} className="text-sm font-medium text-muted">
          {T.suggestionsLabel}
        </p>
        <ul aria-labelledby={suggestionsId} className="flex flex-wrap gap-2">
          {promptSuggestions().map((suggestion) => (
            <li key={suggestion}>
              <button
                type="button"
                onClick={() => change(suggestion)}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 px-4 text-sm text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <Sparkles aria-hidden="true" className="h-3.5 w-3.5" />
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      </div>
      {onControlsChange && (
        <Suspense fallback={null}>
          <GenerationControls controls={controls} prompt={value} onChange={onControlsChange} />
        </Suspense>
      )}
      <div className="flex justify-end">
        <Button type="submit" className="w-full justify-center sm:w-auto">
          {T.next}
        </Button>
      </div>
    </form>
  );
}
