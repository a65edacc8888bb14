import { ErrorState } from '#src/components/error-state';
import { GENERATE_TEXTS } from '#src/features/generate/texts';

/** The generation error display: the message for the failure and a retry that regenerates. */
export function GenerationError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <ErrorState message={message} onRetry={onRetry} retryLabel={GENERATE_TEXTS.tryAgain} />;
}
