import {
  isPristine,
  parseStoredTimer,
  timerStorageKey,
  type TimerState,
} from '#src/features/cook/model/timer';

/**
 * The timers started in cook mode, for the app shell's indicator: which recipe and step each one
 * belongs to is kept in local storage (`sous.timers`) beside the timers themselves
 * (`sous.timer.{recipe}.{step}`, deadline-based), so the list survives navigation and reloads.
 * A step's timer records itself here whenever its state changes; the indicator reads the list.
 */
export interface ActiveTimerMeta {
  recipeId: number;
  /** Zero-based step index. */
  stepIndex: number;
  recipeTitle: string;
  heading: string;
  durationMs: number;
  /** The page the steps are on, when it is not the recipe view (an app path, without `?step`). */
  path?: string | undefined;
}

export interface ActiveTimer extends ActiveTimerMeta {
  state: TimerState;
}

export const ACTIVE_TIMERS_KEY = 'sous.timers';

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

const isMeta = (value: unknown): value is ActiveTimerMeta => {
  const meta = value as Partial<ActiveTimerMeta> | null;
  return (
    !!meta &&
    Number.isInteger(meta.recipeId) &&
    Number.isInteger(meta.stepIndex) &&
    typeof meta.recipeTitle === 'string' &&
    typeof meta.heading === 'string' &&
    typeof meta.durationMs === 'number' &&
    (meta.path === undefined || (typeof meta.path === 'string' && meta.path.startsWith('/app/')))
  );
};

function readIndex(): ActiveTimerMeta[] {
  try {
    const raw = storage()?.getItem(ACTIVE_TIMERS_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? list.filter(isMeta) : [];
  } catch {
    return [];
  }
}

function writeIndex(list: readonly ActiveTimerMeta[]) {
  try {
    if (list.length === 0) storage()?.removeItem(ACTIVE_TIMERS_KEY);
    else storage()?.setItem(ACTIVE_TIMERS_KEY, JSON.stringify(list));
  } catch {
    /* private mode or full storage: the indicator then shows nothing */
  }
}

const same = (a: Pick<ActiveTimerMeta, 'recipeId' | 'stepIndex'>, recipeId: number, step: number) =>
  a.recipeId === recipeId && a.stepIndex === step;

let snapshot: ActiveTimer[] | null = null;
const listeners = new Set<() => void>();
const dismissListeners = new Set<(key: string) => void>();

function emit() {
  snapshot = null;
  listeners.forEach((listener) => listener());
}

const onStorage = (event: StorageEvent) => {
  if (event.key === null || event.key === ACTIVE_TIMERS_KEY || event.key.startsWith('sous.timer.'))
    emit();
};

/** Reads local storage afresh (after it was written around the store: stories, tests). */
export const refreshActiveTimers = () => emit();

/** For useSyncExternalStore; other tabs' changes arrive through the storage event. */
export function subscribeActiveTimers(listener: () => void) {
  if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The recorded timers that are not back at their full duration, oldest first (stable identity). */
export function getActiveTimers(): ActiveTimer[] {
  if (snapshot) return snapshot;
  const list: ActiveTimer[] = [];
  for (const meta of readIndex()) {
    let state: TimerState | null = null;
    try {
      state = parseStoredTimer(
        storage()?.getItem(timerStorageKey(meta.recipeId, meta.stepIndex)) ?? null,
        meta.durationMs,
      );
    } catch {
      state = null;
    }
    if (state && !isPristine(state)) list.push({ ...meta, state });
  }
  snapshot = list;
  return list;
}

const EMPTY: ActiveTimer[] = [];
/** The server render has no storage. */
export const getServerActiveTimers = () => EMPTY;

/**
 * Called by a step's timer after it stored its state: a pristine timer leaves the list, any other
 * is added (or its names refreshed).
 */
export function recordTimer(meta: ActiveTimerMeta, state: TimerState) {
  const index = readIndex();
  const at = index.findIndex((item) => same(item, meta.recipeId, meta.stepIndex));
  if (isPristine(state)) {
    if (at >= 0) index.splice(at, 1);
  } else if (at >= 0) index[at] = meta;
  else index.push(meta);
  writeIndex(index);
  emit();
}

/** Writes a timer's new state (the indicator marks one expired while its step is not shown). */
export function storeTimerState(recipeId: number, stepIndex: number, state: TimerState) {
  try {
    storage()?.setItem(timerStorageKey(recipeId, stepIndex), JSON.stringify(state));
  } catch {
    /* see writeIndex */
  }
  emit();
}

/** Stops and forgets a timer: gone from the indicator, and its step shows the full duration again. */
export function dismissTimer(recipeId: number, stepIndex: number) {
  const key = timerStorageKey(recipeId, stepIndex);
  try {
    storage()?.removeItem(key);
  } catch {
    /* see writeIndex */
  }
  writeIndex(readIndex().filter((item) => !same(item, recipeId, stepIndex)));
  dismissListeners.forEach((listener) => listener(key));
  emit();
}

/** A mounted step timer hears here that the indicator dismissed it. */
export function onTimerDismissed(listener: (key: string) => void) {
  dismissListeners.add(listener);
  return () => {
    dismissListeners.delete(listener);
  };
}

const mounted = new Map<string, number>();

/**
 * A step timer on screen says so: it then rings itself when it ends, and the indicator stays
 * quiet about it. Returns the undo.
 */
export function markTimerMounted(recipeId: number, stepIndex: number) {
  const key = timerStorageKey(recipeId, stepIndex);
  mounted.set(key, (mounted.get(key) ?? 0) + 1);
  // The indicator leaves out timers shown on the page: it hears when that changes.
  emit();
  return () => {
    const count = (mounted.get(key) ?? 1) - 1;
    if (count <= 0) mounted.delete(key);
    else mounted.set(key, count);
    emit();
  };
}

export const isTimerMounted = (recipeId: number, stepIndex: number) =>
  mounted.has(timerStorageKey(recipeId, stepIndex));
