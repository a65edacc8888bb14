import { CalendarPlus, Copy, Link2Off } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '#src/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#src/components/ui/dialog';
import { Spinner } from '#src/components/ui/spinner';
import { useCalendarFeed, useSetCalendarFeed } from '#src/features/plan/api/calendar-feed';
import { CALENDAR_TEXTS as T } from '#src/features/plan/calendar-texts';
import { copyText } from '#src/features/recipes/model/share';

const CONFIRM_MS = 3000;

/** What the dialog says after an action ("copied" for 3 s). */
type Notice = 'copied' | 'failed' | 'stopped' | 'error';

/** The address as a calendar app's subscription link: webcal:// opens the phone's "subscribe" sheet. */
export const webcalUrl = (url: string): string => url.replace(/^https?:\/\//, 'webcal://');

/**
 * "Your plan in your calendar": while the plan has no feed it explains the private address and
 * offers to create it; once on it shows the address with Copy, Open in calendar app (webcal://)
 * and Turn off. Controlled; the feed's state is read when it opens.
 */
export function CalendarFeedDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" closeLabel={T.close}>
        <DialogTitle>{T.title}</DialogTitle>
        {open && <CalendarFeedPanel />}
      </DialogContent>
    </Dialog>
  );
}

function CalendarFeedPanel() {
  const state = useCalendarFeed();
  const change = useSetCalendarFeed();
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    if (notice !== 'copied') return;
    const timer = window.setTimeout(() => setNotice(null), CONFIRM_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const set = (on: boolean) =>
    change.mutate(on, {
      onSuccess: () => setNotice(on ? null : 'stopped'),
      onError: () => setNotice('error'),
    });

  if (state.isPending) return <Spinner label={T.loading} className="py-8" />;
  if (state.isError)
    return (
      <div className="mt-3 space-y-3">
        <p role="alert" className="text-sm text-danger">
          {T.loadError}
        </p>
        <Button variant="secondary" onClick={() => void state.refetch()}>
          {T.retry}
        </Button>
      </div>
    );

  const url = state.data.url;
  const message = {
    copied: T.copied,
    failed: T.copyFailed,
    stopped: T.stopped,
    error: T.error,
  }[notice ?? 'copied'];
  const bad = notice === 'failed' || notice === 'error';

  return (
    <div className="mt-2 space-y-4">
      <DialogDescription className="text-sm text-muted">
        {url ? T.explainOn : T.explainOff}
      </DialogDescription>
      {url ? (
        <>
          <label className="block text-sm font-medium text-ink">
            {T.address}
            <input
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className="mt-1 block w-full rounded-lg border border-stone-300 bg-stone-50 px-3 py-2 font-mono text-sm text-ink"
            />
          </label>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void copyText(url).then(setNotice)}>
              <Copy aria-hidden="true" className="h-4 w-4" />
              {T.copy}
            </Button>
            <a
              href={webcalUrl(url)}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <CalendarPlus aria-hidden="true" className="h-4 w-4" />
              {T.subscribe}
            </a>
            <Button variant="ghost" disabled={change.isPending} onClick={() => set(false)}>
              <Link2Off aria-hidden="true" className="h-4 w-4" />
              {change.isPending ? T.stopping : T.stop}
            </Button>
          </div>
        </>
      ) : (
        <Button disabled={change.isPending} onClick={() => set(true)}>
          {change.isPending ? T.enabling : T.enable}
        </Button>
      )}
      <p
        role="status"
        className={`rounded-lg px-3 py-2 text-sm font-medium ${notice ? '' : 'sr-only'} ${
          bad ? 'bg-red-50 text-danger' : 'bg-stone-100 text-ink'
        }`}
      >
        {notice ? message : ''}
      </p>
    </div>
  );
}
