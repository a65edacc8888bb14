import { Volume2 } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { InstructionStep } from '#src/api/types';
import { LottieAnimation } from '#src/components/lottie-animation';
import { circleRadius, connectorPath, type Point } from '#src/features/cook/model/geometry';
import { useWindowWidth } from '#src/features/cook/hooks/use-window-width';
import { COOK_TEXTS } from '#src/features/cook/texts';
import { StepTimer } from './step-timer';

interface Drawing {
  width: number;
  height: number;
  paths: string[];
}

/**
 * The steps along a path: alternating indentation, an animated circle per step (radius scaling
 * with the window), a card with heading, description and optional timer, and dashed
 * curved connectors between the circles. On phones each circle sits above its card.
 */
export function StepPath({
  steps,
  recipeId,
  currentIndex,
  onReadAloud,
}: {
  steps: readonly InstructionStep[];
  recipeId?: number | undefined;
  /** The step voice commands and read-aloud act on; it is highlighted. */
  currentIndex: number;
  /** Reads a step aloud (absent where the browser cannot speak). */
  onReadAloud?: ((index: number) => void) | undefined;
}) {
  const radius = circleRadius(useWindowWidth());
  const containerRef = useRef<HTMLDivElement>(null);
  const circles = useRef<(HTMLDivElement | null)[]>([]);
  const [drawing, setDrawing] = useState<Drawing>({ width: 0, height: 0, paths: [] });

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const measure = () => {
      const box = container.getBoundingClientRect();
      const centers: Point[] = circles.current
        .slice(0, steps.length)
        .filter((el): el is HTMLDivElement => el !== null)
        .map((el) => {
          const rect = el.getBoundingClientRect();
          return {
            x: rect.left - box.left + rect.width / 2,
            y: rect.top - box.top + rect.height / 2,
          };
        });
      const paths = centers.slice(1).map((to, i) => connectorPath(centers[i] as Point, to, radius));
      setDrawing({ width: box.width, height: box.height, paths });
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    return () => observer.disconnect();
  }, [steps.length, radius]);

  return (
    <div ref={containerRef} className="relative">
      <svg
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 overflow-visible"
        width={drawing.width}
        height={drawing.height}
        data-testid="step-connectors"
      >
        {drawing.paths.map((d, i) => (
          <path
            key={i}
            d={d}
            fill="none"
            stroke="var(--color-brand-300)"
            strokeWidth={3}
            strokeDasharray="8 8"
            strokeLinecap="round"
          />
        ))}
      </svg>
      <ol className="relative flex flex-col gap-10">
        {steps.map((step, index) => {
          const current = index === currentIndex;
          return (
            <li
              key={`${index}-${step.heading}`}
              data-step={index + 1}
              aria-current={current ? 'step' : undefined}
              // Phones stack each circle above its full-width card (circles alternating left and
              // right), so headings and text get the whole width instead of a narrow column.
              className={`relative flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-4 ${
                index % 2 === 1 ? 'items-end sm:pl-[18%]' : 'items-start sm:pr-[6%]'
              }`}
            >
              <div
                ref={(el) => {
                  circles.current[index] = el;
                }}
                style={{ width: radius * 2, height: radius * 2 }}
                className={`relative z-10 shrink-0 rounded-full border-4 bg-white p-2 shadow-sm ${
                  current ? 'border-brand-500' : 'border-brand-200'
                } ${index % 2 === 1 ? 'max-sm:mr-[12%]' : 'max-sm:ml-[12%]'}`}
              >
                <LottieAnimation file={step.animation} className="h-full w-full" />
                <span
                  aria-hidden="true"
                  className="absolute -top-1 -left-1 flex h-7 w-7 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white"
                >
                  {index + 1}
                </span>
              </div>
              <div
                className={`relative z-10 w-full min-w-0 rounded-2xl border bg-white p-4 shadow-sm sm:w-auto sm:flex-1 ${
                  current ? 'border-brand-400 ring-2 ring-brand-200' : 'border-stone-200'
                }`}
              >
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                      {COOK_TEXTS.cookMode.step(index + 1)}
                    </p>
                    <h3 className="text-base font-semibold text-ink">{step.heading}</h3>
                  </div>
                  {onReadAloud && (
                    <button
                      type="button"
                      onClick={() => onReadAloud(index)}
                      aria-label={COOK_TEXTS.voice.readStep(index + 1)}
                      className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                    >
                      <Volume2 aria-hidden="true" className="h-5 w-5" />
                    </button>
                  )}
                </div>
                <p className="mt-1 text-sm leading-relaxed text-muted">{step.description}</p>
                {step.timer ? (
                  <StepTimer
                    seconds={step.timer}
                    heading={step.heading}
                    recipeId={recipeId}
                    stepIndex={index}
                  />
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
