import { AlertTriangle } from 'lucide-react';
import { splitErrorMessage } from '#src/api/errors';
import { COMPONENT_TEXTS } from './texts';
import { Button } from './ui/button';

/** Renders an error text; one containing "|" becomes a bullet list. */
export function ErrorMessage({ message, className = '' }: { message: string; className?: string }) {
  const parts = splitErrorMessage(message);
  if (parts.length > 1) {
    return (
      <ul className={`list-disc space-y-1 pl-5 text-left ${className}`}>
        {parts.map((part) => (
          <li key={part}>{part}</li>
        ))}
      </ul>
    );
  }
  return <p className={className}>{parts[0] ?? message}</p>;
}

/** The generic error box: "Oops! Something went wrong" plus the message and an optional retry. */
export function ErrorState({
  message,
  onRetry,
  retryLabel = COMPONENT_TEXTS.errorState.retry,
  title = COMPONENT_TEXTS.errorState.title,
}: {
  message?: string | undefined;
  onRetry?: (() => void) | undefined;
  retryLabel?: string;
  title?: string;
}) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-6 text-center"
    >
      <AlertTriangle aria-hidden="true" className="h-8 w-8 text-danger" />
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <ErrorMessage
        message={message || COMPONENT_TEXTS.errorState.message}
        className="text-sm text-red-900"
      />
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
