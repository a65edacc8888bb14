import { AlertTriangle } from 'lucide-react';
import { Button } from '#src/components/ui/button';
import { DASHBOARD_TEXTS as T } from '#src/features/dashboard/texts';

/** A compact in-panel load error with a retry (the page around it keeps working). */
export function PanelError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 sm:flex-row sm:items-center"
    >
      <AlertTriangle aria-hidden="true" className="h-6 w-6 shrink-0 text-danger" />
      <p className="flex-1 text-sm text-red-900">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {T.tryAgain}
      </Button>
    </div>
  );
}
