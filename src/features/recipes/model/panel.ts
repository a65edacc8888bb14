/** The recipe panel: default 40%, min 20%, max 80%, collapsed to a 64 px strip. */
export const PANEL = {
  defaultPercent: 40,
  minPercent: 20,
  maxPercent: 80,
  collapsedPx: 64,
  /** One arrow-key press moves the divider this much; Shift moves it ten times as far. */
  keyStep: 2,
} as const;

/** Keeps a panel width within 20-80%, rounded to a tenth of a percent. */
export function clampPanelPercent(percent: number): number {
  if (!Number.isFinite(percent)) return PANEL.defaultPercent;
  const clamped = Math.min(PANEL.maxPercent, Math.max(PANEL.minPercent, percent));
  return Math.round(clamped * 10) / 10;
}

/** The panel width for a pointer at `clientX` over a container spanning `left`..`left + width`. */
export function percentFromPointer(clientX: number, left: number, width: number): number {
  if (width <= 0) return PANEL.defaultPercent;
  return clampPanelPercent(((clientX - left) / width) * 100);
}

/**
 * The width after a key press on the divider (WAI-ARIA window splitter): arrows move it,
 * Home and End jump to the limits; null when the key does not resize.
 */
export function percentFromKey(current: number, key: string, shift = false): number | null {
  const step = PANEL.keyStep * (shift ? 10 : 1);
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPanelPercent(current - step);
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPanelPercent(current + step);
    case 'Home':
      return PANEL.minPercent;
    case 'End':
      return PANEL.maxPercent;
    default:
      return null;
  }
}
