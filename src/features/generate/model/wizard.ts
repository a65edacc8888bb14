import type { RecipeOption } from '#src/api/types';
import { GENERATE_TEXTS } from '#src/features/generate/texts';
import { appendIngredients, photoStillListed } from './image-analysis';
import { NO_CONTROLS, type WizardControls } from './controls';

/** The wizard has 3 steps. */
export const WIZARD_STEP_COUNT = 3;
export type WizardStep = 1 | 2 | 3;

/** The steps as the progress indicator names them (in the current language). */
export const wizardSteps = (): readonly { step: WizardStep; label: string }[] => [
  { step: 1, label: GENERATE_TEXTS.steps.idea },
  { step: 2, label: GENERATE_TEXTS.steps.ingredients },
  { step: 3, label: GENERATE_TEXTS.steps.choose },
];

/** Steps are only valid 1 to 3. */
export const isWizardStep = (value: unknown): value is WizardStep =>
  value === 1 || value === 2 || value === 3;

/** How long the success banner and the no-ingredients note stay. */
export const NOTICE_MS = 3000;

export type Busy = 'generating' | 'analyzing' | 'restoring' | 'processing' | null;
export type NoticeKind = 'generated' | 'noIngredients';

export interface WizardState {
  step: WizardStep;
  /** The prompt as submitted on step 1 (trimmed) or being typed. */
  prompt: string;
  /** Servings, spice and diets as the cook set them on step 1 (issue #29); unset: the prompt decides. */
  controls: WizardControls;
  ingredients: string;
  /** The key of the last analysed photo; passed on to generation while its ingredients are listed. */
  imageKey: string;
  /** What the photo added to the ingredients (comma separated; '' when it found nothing). */
  photoText: string;
  /** What the last generation could not place, shown on step 3; null when unknown (restored). */
  ignored: { words: string[]; ingredients: string[] } | null;
  /** What the recipe book said about the last generation (an unknown dish, a constraint nothing meets); null: nothing. */
  notice: string | null;
  /** Step 3 shows options restored from an earlier visit (with a Start new offer). */
  restored: boolean;
  sessionId: number | null;
  options: RecipeOption[];
  selectedIds: number[];
  busy: Busy;
  /** The generation error display (with a retry that regenerates). */
  generationError: string | null;
  /** Shown on step 1 when a stored session could not be restored. */
  restoreError: string | null;
  analysisError: string | null;
  /**
   * Transient notices: 0 is hidden, any other value is the id of the showing notice, so a timer
   * started for an earlier notice never hides a newer one.
   */
  notices: Record<NoticeKind, number>;
  noticeSeq: number;
}

export const initialWizardState: WizardState = {
  step: 1,
  prompt: '',
  controls: NO_CONTROLS,
  ingredients: '',
  imageKey: '',
  photoText: '',
  ignored: null,
  notice: null,
  restored: false,
  sessionId: null,
  options: [],
  selectedIds: [],
  busy: null,
  generationError: null,
  restoreError: null,
  analysisError: null,
  notices: { generated: 0, noIngredients: 0 },
  noticeSeq: 0,
};

export type WizardAction =
  | { type: 'promptChanged'; value: string }
  | { type: 'controlsChanged'; controls: Partial<WizardControls> }
  | { type: 'promptSubmitted'; prompt: string }
  | { type: 'ingredientsChanged'; value: string }
  | { type: 'stepRequested'; step: number }
  | { type: 'back' }
  | { type: 'generationStarted'; ingredients: string; imageKey: string }
  | {
      type: 'sessionCreated';
      sessionId: number;
      ignored?: { words: string[]; ingredients: string[] };
      notice?: string | null;
    }
  | { type: 'generationSucceeded'; options: RecipeOption[] }
  | { type: 'generationFailed'; message: string }
  | { type: 'analysisStarted' }
  | { type: 'analysisFound'; text: string; imageKey: string }
  | { type: 'analysisEmpty'; imageKey: string }
  | { type: 'analysisFailed'; message: string }
  | { type: 'photoRemoved' }
  | { type: 'optionToggled'; id: number }
  | { type: 'restoreStarted'; sessionId: number }
  | {
      type: 'restoreSucceeded';
      options: RecipeOption[];
      prompt: string;
      controls?: WizardControls;
      ingredients: string;
      imageKey: string;
      photoText: string;
      /** What the restored session's last generation ignored (stored with the session). */
      ignored?: { words: string[]; ingredients: string[] } | null;
      notice?: string | null;
    }
  | { type: 'restoreFailed'; message: string }
  | { type: 'processingStarted' }
  | { type: 'processingEnded' }
  | { type: 'noticeExpired'; kind: NoticeKind; id: number }
  | { type: 'reset' };

function showNotice(state: WizardState, kind: NoticeKind): WizardState {
  const id = state.noticeSeq + 1;
  return { ...state, noticeSeq: id, notices: { ...state.notices, [kind]: id } };
}

/** The wizard's whole state machine. */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'promptChanged':
      return { ...state, prompt: action.value };
    case 'controlsChanged':
      return state.busy ? state : { ...state, controls: { ...state.controls, ...action.controls } };
    case 'promptSubmitted':
      return { ...state, prompt: action.prompt, step: 2, restoreError: null };
    case 'ingredientsChanged':
      return { ...state, ingredients: action.value, analysisError: null };
    case 'stepRequested':
      if (!isWizardStep(action.step) || state.busy) return state;
      // Step 3 only exists once there are options to choose from.
      if (action.step === 3 && state.options.length === 0) return state;
      if (action.step === state.step) return state;
      return {
        ...state,
        step: action.step,
        generationError: null,
        analysisError: null,
        restoreError: null,
      };
    case 'back':
      if (state.busy) return state;
      return {
        ...state,
        step: 1,
        generationError: null,
        analysisError: null,
        restoreError: null,
        notices: { ...state.notices, noIngredients: 0 },
      };
    case 'generationStarted':
      return {
        ...state,
        ingredients: action.ingredients,
        imageKey: action.imageKey,
        photoText: action.imageKey ? state.photoText : '',
        busy: 'generating',
        generationError: null,
        analysisError: null,
        restoreError: null,
      };
    case 'sessionCreated':
      return {
        ...state,
        sessionId: action.sessionId,
        ignored: action.ignored ?? null,
        notice: action.notice ?? null,
      };
    case 'generationSucceeded':
      return showNotice(
        {
          ...state,
          step: 3,
          busy: null,
          options: action.options,
          // Generating again replaces the drafts: earlier picks no longer exist.
          selectedIds: state.selectedIds.filter((id) => action.options.some((o) => o.id === id)),
          generationError: null,
          restored: false,
        },
        'generated',
      );
    case 'generationFailed':
      return { ...state, busy: null, generationError: action.message };
    case 'analysisStarted':
      return {
        ...state,
        busy: 'analyzing',
        analysisError: null,
        notices: { ...state.notices, noIngredients: 0 },
      };
    case 'analysisFound':
      return {
        ...state,
        busy: null,
        imageKey: action.imageKey || state.imageKey,
        photoText: action.imageKey ? action.text : appendIngredients(state.photoText, action.text),
        ingredients: appendIngredients(state.ingredients, action.text),
      };
    case 'analysisEmpty':
      return showNotice(
        {
          ...state,
          busy: null,
          imageKey: action.imageKey || state.imageKey,
          photoText: action.imageKey ? '' : state.photoText,
        },
        'noIngredients',
      );
    case 'analysisFailed':
      return { ...state, busy: null, analysisError: action.message };
    case 'photoRemoved':
      return state.busy ? state : { ...state, imageKey: '', photoText: '' };
    case 'optionToggled': {
      if (!state.options.some((option) => option.id === action.id)) return state;
      const selected = state.selectedIds.includes(action.id);
      return {
        ...state,
        selectedIds: selected
          ? state.selectedIds.filter((id) => id !== action.id)
          : [...state.selectedIds, action.id],
      };
    }
    case 'restoreStarted':
      return { ...state, busy: 'restoring', sessionId: action.sessionId };
    case 'restoreSucceeded':
      return {
        ...state,
        step: 3,
        busy: null,
        options: action.options,
        selectedIds: [],
        prompt: action.prompt,
        controls: action.controls ?? NO_CONTROLS,
        ingredients: action.ingredients,
        imageKey: action.imageKey,
        photoText: action.photoText,
        ignored: action.ignored ?? null,
        notice: action.notice ?? null,
        restored: true,
      };
    case 'restoreFailed':
      return { ...initialWizardState, restoreError: action.message };
    case 'processingStarted':
      return { ...state, busy: 'processing' };
    case 'processingEnded':
      return state.busy === 'processing' ? { ...state, busy: null } : state;
    case 'noticeExpired':
      if (state.notices[action.kind] !== action.id) return state;
      return { ...state, notices: { ...state.notices, [action.kind]: 0 } };
    case 'reset':
      return initialWizardState;
  }
}

/**
 * The photo key a generation sends: the last photo's, unless the cook has since replaced every
 * ingredient it contributed (then the photo no longer belongs to the request).
 */
export function imageKeyToSend(state: WizardState, ingredients: string): string {
  if (!state.imageKey) return '';
  if (state.photoText && !photoStillListed(ingredients, state.photoText)) return '';
  return state.imageKey;
}

/** The chosen options in the order the user picked them. */
export const selectedOptions = (state: WizardState): RecipeOption[] =>
  state.selectedIds.flatMap((id) => state.options.find((option) => option.id === id) ?? []);
