import { COMPONENT_TEXTS } from '#src/components/texts';

/** An accessible spinner: a status region with a visible or screen-reader-only label. */
export function Spinner({
  label = COMPONENT_TEXTS.loading,
  showLabel = false,
  className = '',
}: {
  label?: string;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex flex-col items-center gap-3 ${className}`}
    >
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600"
      />
      <span className={showLabel ? 'text-sm text-muted' : 'sr-only'}>{label}</span>
    </div>
  );
}

/** The full-screen Loading spinner shown while the session check runs. */
export function FullScreenLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label={COMPONENT_TEXTS.loading} showLabel />
    </div>
  );
}
