import {
  useId,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent,
  type ReactNode,
} from 'react';
import {
  clampPanelPercent,
  PANEL,
  percentFromKey,
  percentFromPointer,
} from '#src/features/recipes/model/panel';
import { RECIPE_TEXTS } from '#src/features/recipes/texts';

/** Texts of the split screen's controls. */
export const SPLIT_TEXTS = RECIPE_TEXTS.split;

export interface SplitViewProps {
  /** The recipe panel's content; it receives a button that collapses the panel. */
  left: ReactNode;
  right: ReactNode;
  /** Accessible name of the left region. */
  leftLabel: string;
  /** Accessible name of the right region. */
  rightLabel: string;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  /** Initial width of the left panel in percent (default 40). */
  defaultPercent?: number;
}

/**
 * The recipe view's split screen: the recipe on the left (40% by default), the
 * instructions on the right, a divider draggable between 20% and 80% by mouse and touch or moved
 * with the arrow keys (a focusable window splitter), and a 64 px "RECIPE" strip when collapsed.
 * Phones stack the two parts instead.
 */
export function SplitView({
  left,
  right,
  leftLabel,
  rightLabel,
  collapsed,
  onCollapsedChange,
  defaultPercent = PANEL.defaultPercent,
}: SplitViewProps) {
  const [percent, setPercent] = useState(() => clampPanelPercent(defaultPercent));
  const [dragging, setDragging] = useState(false);
  // Pointer moves can arrive before React re-renders after pointerdown: the ref knows at once.
  const draggingRef = useRef(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const leftId = useId();

  const resizeTo = (clientX: number) => {
    const rect = containerRef.current?.getBoundingClientRect();
    if (rect) setPercent(percentFromPointer(clientX, rect.left, rect.width));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    try {
      // Capture keeps the drag going when the pointer leaves the thin bar.
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      /* a synthetic or already-released pointer cannot be captured; moves over the bar still work */
    }
    event.currentTarget.focus();
    draggingRef.current = true;
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (draggingRef.current) resizeTo(event.clientX);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (!draggingRef.current) return;
    draggingRef.current = false;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    setDragging(false);
  };

  const style = {
    '--recipe-panel': collapsed ? `${PANEL.collapsedPx}px` : `${percent}%`,
  } as CSSProperties;

  return (
    <div
      ref={containerRef}
      style={style}
      data-collapsed={collapsed || undefined}
      className={`flex flex-col md:h-dvh md:flex-row print:hidden ${dragging ? 'cursor-col-resize select-none' : ''}`}
    >
      <section
        id={leftId}
        aria-label={leftLabel}
        className="relative min-w-0 bg-white md:h-full md:w-[var(--recipe-panel)] md:shrink-0 md:overflow-y-auto"
      >
        {collapsed && (
          <button
            type="button"
            onClick={() => onCollapsedChange(false)}
            aria-expanded={false}
            aria-controls={leftId}
            className="hidden h-full w-full flex-col items-center justify-center gap-3 bg-brand-50 text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-brand-600 md:flex"
          >
            <span className="sr-only">{SPLIT_TEXTS.expand}</span>
            <span
              aria-hidden="true"
              className="text-sm font-bold tracking-[0.3em] [writing-mode:vertical-rl]"
            >
              {SPLIT_TEXTS.strip}
            </span>
          </button>
        )}
        <div className={collapsed ? 'md:hidden' : ''}>{left}</div>
      </section>
      {!collapsed && (
        // A focusable separator is the WAI-ARIA window splitter, an interactive widget the lint
        // rules do not know about.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <div
          role="separator"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-orientation="vertical"
          aria-label={SPLIT_TEXTS.divider}
          aria-controls={leftId}
          aria-valuenow={percent}
          aria-valuemin={PANEL.minPercent}
          aria-valuemax={PANEL.maxPercent}
          aria-valuetext={SPLIT_TEXTS.valueText(Math.round(percent))}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onCollapsedChange(true);
              return;
            }
            const next = percentFromKey(percent, event.key, event.shiftKey);
            if (next === null) return;
            event.preventDefault();
            setPercent(next);
          }}
          className="group relative hidden w-3 shrink-0 cursor-col-resize touch-none items-center justify-center bg-stone-100 hover:bg-brand-100 focus-visible:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:flex"
        >
          {/* A wider invisible grip so a finger can catch the thin bar. */}
          <span aria-hidden="true" className="absolute inset-y-0 -right-4 -left-4" />
          <span
            aria-hidden="true"
            className={`h-12 w-1 rounded-full ${dragging ? 'bg-brand-600' : 'bg-stone-400 group-hover:bg-brand-500'}`}
          />
        </div>
      )}
      <section aria-label={rightLabel} className="min-w-0 flex-1 md:h-full md:overflow-y-auto">
        {right}
      </section>
    </div>
  );
}
