import { ListChecks, X } from 'lucide-react';
import { useRef, type PointerEvent, type ReactNode } from 'react';
import type { InstructionStep } from '#src/api/types';
import { LottieAnimation } from '#src/components/lottie-animation';
import { COOK_TEXTS } from '#src/features/cook/texts';
import { OtherTimers } from './other-timers';
import { StepTimer } from './step-timer';
import { useRadixDialog } from '#src/components/ui/dialog-code';

export const COOK_MODE_TEXTS = COOK_TEXTS.cookMode;

const T = COOK_MODE_TEXTS;

/** A horizontal move of at least this many pixels, clearly more sideways than up or down, is a swipe. */
const SWIPE_PX = 50;

/** -1 (previous), 1 (next) or 0 for a pointer moved by dx/dy between down and up. */
export function swipeDirection(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < 1.5 * Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

const HEADER_BUTTON =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full text-muted hover:bg-brand-50 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * The phone's full-screen cook mode: one step at a time in large type with a big timer, swipe
 * left/right (or the step buttons, arrow keys and voice in `controls`) to move. Every step's timer
 * stays mounted (only the current step is shown), so timers of earlier steps keep running and still
 * ring; a strip under the header shows the ones on other steps and leads back to them. The
 * Ingredients button opens the scaled ingredient list as a sheet over the step. Escape or the close
 * button leaves it.
 */
export function CookMode({
  open,
  onOpenChange,
  steps,
  recipeId,
  currentIndex,
  onMove,
  onJump,
  controls,
  announcement,
  ingredients,
  afterLastStep,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  steps: readonly InstructionStep[];
  recipeId?: number | undefined;
  currentIndex: number;
  /** Moves by one step: 1 forward, -1 back. */
  onMove: (delta: 1 | -1) => void;
  /** Makes a step the current one (from the strip of other timers). */
  onJump: (stepIndex: number) => void;
  /** The step bar (previous/next, read aloud, hands-free). */
  controls: ReactNode;
  /** The live region's text for step changes (the dialog hides everything outside it). */
  announcement: string;
  /** The ingredient list at the chosen servings and units; without it there is no Ingredients button. */
  ingredients?: ReactNode;
  /** Shown below the last step while it is current (the rating and note after cooking). */
  afterLastStep?: ReactNode;
}) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  // The dialog's code loads after the page (dialog-code.ts), long before cook mode can be opened.
  const DialogPrimitive = useRadixDialog();

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    start.current = null;
    if (!from || from.id !== event.pointerId) return;
    const delta = swipeDirection(event.clientX - from.x, event.clientY - from.y);
    if (delta !== 0) onMove(delta);
  };

  if (!DialogPrimitive) return null;
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-surface"
          data-testid="cook-mode"
        >
          <div className="flex items-center gap-3 border-b border-stone-200 bg-white px-4 py-2">
            <DialogPrimitive.Title className="mr-auto text-lg font-bold text-ink">
              {T.title}
            </DialogPrimitive.Title>
            {ingredients !== undefined && (
              <DialogPrimitive.Root>
                <DialogPrimitive.Trigger
                  className={`${HEADER_BUTTON} border border-stone-300 px-4 text-sm font-semibold text-ink`}
                >
                  <ListChecks aria-hidden="true" className="h-5 w-5 text-brand-700" />
                  {T.ingredients}
                </DialogPrimitive.Trigger>
                <DialogPrimitive.Portal>
                  <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
                  <DialogPrimitive.Content
                    aria-describedby={undefined}
                    data-ingredient-sheet=""
                    className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-2xl bg-white shadow-xl sm:inset-x-auto sm:top-1/2 sm:left-1/2 sm:bottom-auto sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
                  >
                    <div className="flex items-center gap-3 border-b border-stone-200 px-5 py-2">
                      <DialogPrimitive.Title className="mr-auto text-lg font-bold text-ink">
                        {T.ingredients}
                      </DialogPrimitive.Title>
                      <DialogPrimitive.Close
                        aria-label={T.closeIngredients}
                        className={`${HEADER_BUTTON} w-11`}
                      >
                        <X aria-hidden="true" className="h-6 w-6" />
                      </DialogPrimitive.Close>
                    </div>
                    <div className="min-h-0 overflow-y-auto px-5 pt-3 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
                      {ingredients}
                    </div>
                  </DialogPrimitive.Content>
                </DialogPrimitive.Portal>
              </DialogPrimitive.Root>
            )}
            <DialogPrimitive.Close aria-label={T.close} className={`${HEADER_BUTTON} w-11`}>
              <X aria-hidden="true" className="h-6 w-6" />
            </DialogPrimitive.Close>
          </div>
          <div aria-hidden="true" className="flex gap-1 bg-white px-4 pb-2">
            {steps.map((_, index) => (
              <span
                key={index}
                className={`h-1.5 flex-1 rounded-full ${index <= currentIndex ? 'bg-brand-500' : 'bg-stone-200'}`}
              />
            ))}
          </div>
          <OtherTimers
            currentIndex={currentIndex}
            onJump={onJump}
            className="border-b border-stone-200 bg-white px-3 pb-2"
          />
          <div
            className="min-h-0 flex-1 touch-pan-y overflow-y-auto px-5 py-6"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (start.current = null)}
            data-testid="cook-mode-steps"
          >
            {steps.map((step, index) => (
              <section
                key={`${index}-${step.heading}`}
                hidden={index !== currentIndex}
                aria-current={index === currentIndex ? 'step' : undefined}
                aria-labelledby={`cook-step-${index}`}
                className="mx-auto flex max-w-xl flex-col items-center gap-4 text-center"
              >
                <div className="h-28 w-28 rounded-full border-4 border-brand-500 bg-white p-2 shadow-sm">
                  <LottieAnimation file={step.animation} className="h-full w-full" />
                </div>
                <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                  {T.step(index + 1)}
                </p>
                <h3 id={`cook-step-${index}`} className="text-2xl font-bold text-ink">
                  {step.heading}
                </h3>
                <p className="text-lg leading-relaxed text-ink">{step.description}</p>
                {step.timer ? (
                  <div className="w-full">
                    <StepTimer
                      seconds={step.timer}
                      heading={step.heading}
                      recipeId={recipeId}
                      stepIndex={index}
                      size="large"
                    />
                  </div>
                ) : null}
              </section>
            ))}
            {afterLastStep && currentIndex === steps.length - 1 && (
              <div className="mx-auto mt-8 max-w-xl">{afterLastStep}</div>
            )}
            <p className="mt-8 text-center text-sm text-muted">{T.swipeHint}</p>
          </div>
          <div className="border-t border-stone-200 bg-white p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
            {controls}
          </div>
          <p aria-live="polite" aria-atomic="true" className="sr-only">
            {announcement}
          </p>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
