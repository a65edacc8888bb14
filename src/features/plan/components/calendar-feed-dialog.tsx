import { CalendarPlus } from 'lucide-react';
import { PrivateLinkPanel } from '#src/components/private-link-panel';
import { Dialog, DialogContent, DialogTitle } from '#src/components/ui/dialog';
import { useCalendarFeed, useSetCalendarFeed } from '#src/features/plan/api/calendar-feed';
import { CALENDAR_TEXTS as T } from '#src/features/plan/calendar-texts';

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
  return (
    <PrivateLinkPanel
      state={useCalendarFeed()}
      change={useSetCalendarFeed()}
      texts={{
        loading: T.loading,
        loadError: T.loadError,
        retry: T.retry,
        explainOff: T.explainOff,
        explainOn: T.explainOn,
        enable: T.enable,
        enabling: T.enabling,
        link: T.address,
        copy: T.copy,
        copied: T.copied,
        copyFailed: T.copyFailed,
        stop: T.stop,
        stopping: T.stopping,
        stopped: T.stopped,
        error: T.error,
      }}
      actions={(url) => (
        <a
          href={webcalUrl(url)}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <CalendarPlus aria-hidden="true" className="h-4 w-4" />
          {T.subscribe}
        </a>
      )}
    />
  );
}
