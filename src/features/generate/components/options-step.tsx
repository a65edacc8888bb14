import { BookOpen, CalendarPlus, CheckCircle2, History, Info, RefreshCw } from 'lucide-react';
import { useId, type Ref } from 'react';
import type { RecipeOption } from '#src/api/types';
import { Button } from '#src/components/ui/button';
import { GenerationError } from './generation-error';
import { GENERATE_TEXTS as T } from '#src/features/generate/texts';
import { OptionCard } from './option-card';

export interface OptionsStepProps {
  options: readonly RecipeOption[];
  selectedIds: readonly number[];
  onToggle: (id: number) => void;
  /** Generate New Recipes: the same inputs again, in the same session. */
  onRegenerate: () => void;
  /** Generate (n): opens the Save to Collection modal. */
  onGenerate: () => void;
  busy: 'generating' | 'processing' | null;
  /** Shows "Recipes generated successfully!" (the owner hides it after 3 s). */
  showSuccess?: boolean;
  generationError?: string | null;
  onRetry?: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
  /** What the last generation ignored (words of the prompt, ingredient entries); null: unknown. */
  ignored?: { words: readonly string[]; ingredients: readonly string[] } | null;
  /**
   * What the recipe book said about the request (no such dish yet, a constraint no dish meets),
   * in the request's language; null: nothing to say.
   */
  notice?: string | null;
  /** "Add to plan" under each card (the screen opens the plan's dialog); none without it. */
  onAddToPlan?: (option: RecipeOption) => void;
  /** The options planned from here: their cards say so. */
  plannedIds?: readonly number[];
  /** The options were restored from an earlier visit: offer Start new. */
  restored?: boolean;
  onStartNew?: () => void;
}

const quoted = (items: readonly string[]) => items.map((item) => `“${item}”`).join(', ');

/** 4 options fill a 2x2 grid (4 columns when wide), so no card is left alone in a row. */
const gridColumns = (count: number) =>
  count === 4 ? 'sm:grid-cols-2 xl:grid-cols-4' : 'sm:grid-cols-2 lg:grid-cols-3';

/** Step 3: choose recipes from the generated options, regenerate, or go on with the chosen ones. */
export function OptionsStep({
  options,
  selectedIds,
  onToggle,
  onRegenerate,
  onGenerate,
  busy,
  showSuccess = false,
  generationError,
  onRetry,
  headingRef,
  ignored = null,
  notice = null,
  restored = false,
  onStartNew,
  onAddToPlan,
  plannedIds = [],
}: OptionsStepProps) {
  const count = selectedIds.length;
  const hintId = useId();
  return (
    <section aria-busy={busy !== null} className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-ink focus:outline-none sm:text-3xl"
        >
          {T.optionsHeading}
        </h2>
        <p className="text-muted">{T.optionsIntro}</p>
      </div>
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {showSuccess && (
          <p className="flex items-center gap-2 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-success">
            <CheckCircle2 aria-hidden="true" className="h-5 w-5 shrink-0" />
            {T.success}
          </p>
        )}
        {notice && (
          <div
            data-testid="book-notice"
            className="flex items-start gap-2 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
          >
            <BookOpen aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <p>
              <span className="font-semibold">{T.bookNoticeLabel}</span> {notice}
            </p>
          </div>
        )}
      </div>
      {restored && onStartNew && (
        <div className="flex flex-col gap-2 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2">
            <History aria-hidden="true" className="h-4 w-4 shrink-0" />
            {T.restoredNote}
          </p>
          <Button
            variant="secondary"
            onClick={onStartNew}
            disabled={busy !== null}
            className="justify-center"
          >
            {T.startNew}
          </Button>
        </div>
      )}
      {ignored && (ignored.words.length > 0 || ignored.ingredients.length > 0) && (
        <div
          data-testid="ignored"
          className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <div className="flex flex-col gap-1">
            {ignored.words.length > 0 && (
              <p>
                {T.ignoredWords} {quoted(ignored.words)}
              </p>
            )}
            {ignored.ingredients.length > 0 && (
              <p>
                {T.ignoredIngredients} {quoted(ignored.ingredients)}
              </p>
            )}
          </div>
        </div>
      )}
      {generationError && onRetry && (
        <GenerationError message={generationError} onRetry={onRetry} />
      )}
      <ul
        aria-label={T.optionsListLabel}
        className={`grid grid-cols-1 gap-4 ${gridColumns(options.length)}`}
      >
        {options.map((option) => (
          <li key={option.id} className="flex flex-col gap-2">
            <OptionCard
              option={option}
              selected={selectedIds.includes(option.id)}
              planned={plannedIds.includes(option.id)}
              onToggle={() => onToggle(option.id)}
              disabled={busy !== null}
            />
            {onAddToPlan && (
              <Button
                variant="secondary"
                onClick={() => onAddToPlan(option)}
                disabled={busy !== null}
                aria-label={T.addToPlanLabel(option.title)}
                className="justify-center"
              >
                <CalendarPlus aria-hidden="true" className="h-4 w-4" />
                {T.addToPlan}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div className="sticky bottom-0 -mx-4 flex flex-col-reverse gap-2 border-t border-stone-200 bg-surface/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:flex-row sm:justify-between sm:border-0 sm:bg-transparent sm:px-0 sm:py-0">
        <Button
          variant="secondary"
          onClick={onRegenerate}
          disabled={busy !== null}
          className="justify-center"
        >
          <RefreshCw
            aria-hidden="true"
            className={`h-4 w-4 ${busy === 'generating' ? 'animate-spin' : ''}`}
          />
          {busy === 'generating' ? T.generating : T.generateNew}
        </Button>
        <Button
          onClick={onGenerate}
          disabled={count === 0 || busy !== null}
          aria-busy={busy === 'processing'}
          aria-describedby={hintId}
          className="justify-center"
        >
          {busy === 'processing' ? T.processing : T.generateSelected(count)}
        </Button>
      </div>
      <p id={hintId} className="text-sm text-muted sm:text-right">
        {T.generateSelectedHint}
      </p>
    </section>
  );
}
