import { CircleCheck, UtensilsCrossed } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '#src/components/ui/button';
import { COOK_TEXTS } from '#src/features/cook/texts';

export const MARK_COOKED_TEXTS = COOK_TEXTS.markCooked;

const T = MARK_COOKED_TEXTS;

/**
 * After the last step: records the cook (POST /recipe/{id}/cooked) for the dashboard's numbers;
 * once recorded it offers `afterCooked` (the rating and note).
 */
export function MarkCooked({
  onMarkCooked,
  afterCooked,
}: {
  onMarkCooked: () => Promise<unknown>;
  afterCooked?: ReactNode;
}) {
  const [status, setStatus] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  const mark = async () => {
    setStatus('busy');
    try {
      await onMarkCooked();
      setStatus('done');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <section
      aria-labelledby="mark-cooked-heading"
      className="flex flex-col items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-6 text-center"
    >
      <UtensilsCrossed aria-hidden="true" className="h-8 w-8 text-brand-600" />
      <h3 id="mark-cooked-heading" className="text-lg font-semibold text-ink">
        {T.heading}
      </h3>
      <p className="text-sm text-muted">{T.hint}</p>
      {status === 'done' ? (
        <p role="status" className="inline-flex items-center gap-2 font-semibold text-success">
          <CircleCheck aria-hidden="true" className="h-5 w-5" />
          {T.done}
        </p>
      ) : (
        <Button
          onClick={() => void mark()}
          disabled={status === 'busy'}
          aria-busy={status === 'busy' || undefined}
        >
          {status === 'busy' ? T.busy : T.action}
        </Button>
      )}
      {status === 'failed' && (
        <p role="alert" className="text-sm text-danger">
          {T.failed}
        </p>
      )}
      {status === 'done' && afterCooked && <div className="w-full text-left">{afterCooked}</div>}
    </section>
  );
}
