import { ChefHat, Maximize2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { messageFor } from '#src/api/errors';
import type { InstructionStep } from '#src/api/types';
import { ErrorState } from '#src/components/error-state';
import type { InstructionsState } from '#src/features/cook/api/instructions';
import { useReadAloud, useVoiceCommands } from '#src/features/cook/hooks/use-voice';
import { useWakeLock } from '#src/features/cook/hooks/use-wake-lock';
import { TimerRecipeContext } from '#src/features/cook/hooks/timer-recipe';
import { stepSpeech, type VoiceCommand } from '#src/features/cook/model/voice';
import type * as CookModeModule from './cook-mode';
import { INGREDIENT_SHEET } from './ingredient-sheet';
import { MarkCooked } from './mark-cooked';
import { OtherTimers } from './other-timers';
import { StepPath } from './step-path';
import { TimerRegistry, TimerRegistryContext } from './timer-registry';
import { VoiceControls } from './voice-controls';
import { COOK_TEXTS } from '#src/features/cook/texts';

/** Texts of the instructions side. */
export const INSTRUCTIONS_TEXTS = COOK_TEXTS.instructions;

/** Keys that move between steps, unless a control that uses arrows itself has the focus. */
const STEP_KEYS: Record<string, 1 | -1> = { ArrowRight: 1, ArrowLeft: -1 };
const ARROW_OWNERS =
  'input, textarea, select, [contenteditable="true"], [role="tab"], [role="slider"], [role="separator"], [role="menuitem"], [role="option"], [role="radio"]';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const T = INSTRUCTIONS_TEXTS;

type CookModeCode = typeof CookModeModule;
let cookModeCode: CookModeCode | null = null;
let cookModeLoading: Promise<CookModeCode> | undefined;

/**
 * The phone's cook mode is a chunk of its own (route weights are a test): it loads right after the
 * steps are shown, long before the cook taps "Start cook mode"; until then the button waits for it.
 */
function useCookMode(): CookModeCode['CookMode'] | null {
  const [code, setCode] = useState(cookModeCode);
  useEffect(() => {
    if (code) return;
    let current = true;
    cookModeLoading ??= import('./cook-mode').then((module) => (cookModeCode = module));
    cookModeLoading.then(
      (module) => current && setCode(module),
      () => {
        cookModeLoading = undefined;
      },
    );
    return () => {
      current = false;
    };
  }, [code]);
  return code?.CookMode ?? null;
}

/**
 * The cook-along side: "Generating Instructions..." while the steps are not ready (polling
 * silently), the generic error box on a failure, or the steps along the path with timers, voice
 * controls and "Mark as cooked". Keeps the screen awake while the steps are shown.
 */
export function InstructionsPanel({
  state,
  recipeId,
  recipeTitle = '',
  recipePath,
  initialStep,
  onMarkCooked,
  ingredients,
  afterCooking,
}: {
  state: Pick<InstructionsState, 'status' | 'steps' | 'error' | 'retry'>;
  recipeId?: number | undefined;
  /** Names the recipe in the app shell's timer indicator. */
  recipeTitle?: string | undefined;
  /** Where the indicator's timers lead back to, when it is not the recipe view. */
  recipePath?: string | undefined;
  /** Zero-based step to open on (the timer indicator links to its step). */
  initialStep?: number | undefined;
  /** Records the cook; without it the "Mark as cooked" action is not offered. */
  onMarkCooked?: (() => Promise<unknown>) | undefined;
  /** The ingredient list at the chosen servings and units, for cook mode's Ingredients sheet. */
  ingredients?: ReactNode;
  /** Offered once the recipe is marked cooked, and on cook mode's last step (the rating and note). */
  afterCooking?: ReactNode;
}) {
  useWakeLock(state.status === 'ready');
  const timerRecipe = useMemo(
    () => ({ title: recipeTitle, path: recipePath }),
    [recipeTitle, recipePath],
  );

  if (state.status === 'loading') {
    return (
      <div
        role="status"
        className="flex min-h-80 flex-col items-center justify-center gap-4 p-8 text-center"
      >
        <span className="relative flex h-20 w-20 items-center justify-center">
          <span
            aria-hidden="true"
            className="absolute inset-0 animate-spin rounded-full border-4 border-brand-100 border-t-brand-500"
          />
          <ChefHat aria-hidden="true" className="h-9 w-9 text-brand-600" />
        </span>
        <h2 className="text-xl font-semibold text-ink">{T.loadingTitle}</h2>
        <p className="max-w-sm text-muted">{T.loadingText}</p>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="p-6 lg:p-8">
        <ErrorState message={messageFor('instructions', state.error)} onRetry={state.retry} />
      </div>
    );
  }
  return (
    <TimerRecipeContext.Provider value={timerRecipe}>
      <ReadyInstructions
        steps={state.steps ?? []}
        recipeId={recipeId}
        initialStep={initialStep}
        onMarkCooked={onMarkCooked}
        ingredients={ingredients}
        afterCooking={afterCooking}
      />
    </TimerRecipeContext.Provider>
  );
}

function ReadyInstructions({
  steps,
  recipeId,
  initialStep,
  onMarkCooked,
  ingredients,
  afterCooking,
}: {
  steps: readonly InstructionStep[];
  recipeId?: number | undefined;
  initialStep?: number | undefined;
  onMarkCooked?: (() => Promise<unknown>) | undefined;
  ingredients?: ReactNode;
  afterCooking?: ReactNode;
}) {
  const [current, setCurrent] = useState(0);
  const registry = useMemo(() => new TimerRegistry(), []);
  const voice = useReadAloud();

  const [announcement, setAnnouncement] = useState('');
  const [cooking, setCooking] = useState(false);
  const CookMode = useCookMode();

  /** Makes `index` the current step: scrolled into view and announced (no speech). */
  const goTo = useCallback(
    (index: number) => {
      const step = steps[index];
      if (!step) return;
      setCurrent(index);
      setAnnouncement(T.announce(index + 1, steps.length, step.heading));
      document.querySelector(`[data-step="${index + 1}"]`)?.scrollIntoView?.({
        block: 'center',
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
    },
    [steps],
  );

  // Opened on a step (from the timer indicator): make it current and bring it into view.
  const opened = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (initialStep === undefined || opened.current === initialStep) return;
    if (initialStep < 0 || initialStep >= steps.length) return;
    opened.current = initialStep;
    goTo(initialStep);
  }, [initialStep, steps.length, goTo]);

  const read = useCallback(
    (index: number) => {
      const step = steps[index];
      if (!step) return;
      goTo(index);
      voice.speak(stepSpeech(index, step.heading, step.description, step.timer));
    },
    [steps, voice, goTo],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const delta = STEP_KEYS[event.key];
      if (!delta || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey)
        return;
      if (
        event.target instanceof Element &&
        event.target.closest(`${ARROW_OWNERS}, ${INGREDIENT_SHEET}`)
      )
        return;
      const next = current + delta;
      if (next < 0 || next >= steps.length) return;
      event.preventDefault();
      goTo(next);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, goTo, steps.length]);

  const onCommand = useCallback(
    (command: VoiceCommand) => {
      switch (command) {
        case 'next':
          read(Math.min(steps.length - 1, current + 1));
          break;
        case 'back':
          read(Math.max(0, current - 1));
          break;
        case 'repeat':
          read(current);
          break;
        case 'start-timer':
          registry.get(current)?.start();
          break;
        case 'pause-timer':
          registry.get(current)?.pause();
          break;
      }
    },
    [current, read, registry, steps.length],
  );
  const commands = useVoiceCommands(onCommand);

  const move = (delta: 1 | -1) => goTo(Math.min(steps.length - 1, Math.max(0, current + delta)));
  const controls = (
    <VoiceControls
      currentIndex={current}
      total={steps.length}
      canSpeak={voice.supported}
      speaking={voice.speaking}
      onReadAloud={() => read(current)}
      onStopReading={voice.stop}
      canListen={commands.supported}
      listening={commands.listening}
      onListenChange={(listen) => (listen ? commands.start() : commands.stop())}
      error={commands.error}
      onPrevious={() => move(-1)}
      onNext={() => move(1)}
    />
  );

  return (
    <div className="flex flex-col gap-6 p-5 lg:p-8">
      <header>
        <h2 className="text-2xl font-bold tracking-tight text-ink">{T.title}</h2>
        <p className="mt-1 text-muted">{T.hint}</p>
        <button
          type="button"
          onClick={() => setCooking(true)}
          className="mt-3 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:hidden"
        >
          <Maximize2 aria-hidden="true" className="h-5 w-5" />
          {COOK_TEXTS.cookMode.open}
        </button>
      </header>
      <TimerRegistryContext.Provider value={registry}>
        {cooking && CookMode ? (
          // The path's timers unmount while the cook mode shows its own; both read and write the
          // same stored timer, so a running countdown carries over in both directions.
          <CookMode
            open
            onOpenChange={setCooking}
            steps={steps}
            recipeId={recipeId}
            currentIndex={current}
            onMove={move}
            onJump={goTo}
            controls={controls}
            announcement={announcement}
            ingredients={ingredients}
            afterLastStep={afterCooking}
          />
        ) : (
          <>
            <p aria-live="polite" aria-atomic="true" className="sr-only">
              {announcement}
            </p>
            <StepPath
              steps={steps}
              recipeId={recipeId}
              currentIndex={current}
              onReadAloud={voice.supported ? read : undefined}
            />
            {/* The step bar follows the path and sticks to the bottom of the view while the steps
                scroll, so Previous/Next stay at hand; it also shows the other steps' timers. */}
            <div
              className="sticky bottom-0 z-20 -mx-3 flex flex-col gap-2 bg-surface/95 px-1 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur-sm sm:mx-0 sm:px-0 lg:-mx-2 lg:px-2"
              data-testid="step-bar"
            >
              <OtherTimers currentIndex={current} onJump={goTo} />
              {controls}
            </div>
          </>
        )}
      </TimerRegistryContext.Provider>
      {onMarkCooked && <MarkCooked onMarkCooked={onMarkCooked} afterCooked={afterCooking} />}
    </div>
  );
}
