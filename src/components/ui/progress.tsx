/** A determinate progress bar (role="progressbar") with an accessible name and value text. */
export function Progress({
  value,
  max = 100,
  label,
  valueText,
  className = '',
}: {
  value: number;
  max?: number;
  /** Accessible name, e.g. "Fortschritt". */
  label: string;
  /** What screen readers announce instead of a percentage, e.g. "Schritt 1 von 3". */
  valueText?: string;
  className?: string;
}) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={`h-2 w-full overflow-hidden rounded-full bg-stone-200 ${className}`}
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
