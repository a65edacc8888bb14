import { Copy, Link2Off } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '#src/components/ui/button';
import { DialogDescription } from '#src/components/ui/dialog';
import { Spinner } from '#src/components/ui/spinner';
import { copyText } from '#src/lib/copy-text';

/** How long a confirmation ("Link copied") shows. */
const CONFIRM_MS = 3000;

/** The panel's words, from the feature that uses it. */
export interface PrivateLinkTexts {
  loading: string;
  loadError: string;
  retry: string;
  /** Before the link exists: who can see what, and that it can be turned off. */
  explainOff: string;
  explainOn: string;
  enable: string;
  enabling: string;
  /** The read-only field's label ("Public link"). */
  link: string;
  copy: string;
  copied: string;
  copyFailed: string;
  stop: string;
  stopping: string;
  stopped: string;
  error: string;
}

/** What the panel says under its buttons: a confirmation clears after CONFIRM_MS, a problem stays. */
export interface LinkNotice {
  text: string;
  problem?: boolean;
  /** Stays until the next action even when it is no problem ("Sharing stopped"). */
  lasting?: boolean;
}

/**
 * A private link's panel inside its dialog (a recipe's public link, the plan's calendar address):
 * loading and load error; while off, what the link shows and a button that creates it; while on,
 * the link read-only with Copy, the feature's own `actions` and Stop; a status line for what
 * happened. The link's state and its switch come from the feature's queries.
 */
export function PrivateLinkPanel({
  state,
  change,
  texts: T,
  actions,
}: {
  state: {
    isPending: boolean;
    isError: boolean;
    data?: { url: string | null };
    refetch: () => unknown;
  };
  change: {
    isPending: boolean;
    mutate: (on: boolean, callbacks: { onSuccess: () => void; onError: () => void }) => void;
  };
  texts: PrivateLinkTexts;
  /** More buttons beside Copy, given the link and a way to say what happened (null: nothing). */
  actions?: (url: string, notify: (notice: LinkNotice | null) => void) => ReactNode;
}) {
  const [notice, setNotice] = useState<LinkNotice | null>(null);

  useEffect(() => {
    if (!notice || notice.problem || notice.lasting) return;
    const timer = window.setTimeout(() => setNotice(null), CONFIRM_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const set = (on: boolean) =>
    change.mutate(on, {
      onSuccess: () => setNotice(on ? null : { text: T.stopped, lasting: true }),
      onError: () => setNotice({ text: T.error, problem: true }),
    });

  if (state.isPending) return <Spinner label={T.loading} className="py-8" />;
  if (state.isError || !state.data)
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

  const { url } = state.data;
  const copy = (link: string) =>
    void copyText(link).then((outcome) =>
      setNotice(outcome === 'copied' ? { text: T.copied } : { text: T.copyFailed, problem: true }),
    );

  return (
    <div className="mt-2 space-y-4">
      <DialogDescription className="text-sm text-muted">
        {url ? T.explainOn : T.explainOff}
      </DialogDescription>
      {url ? (
        <>
          <label className="block text-sm font-medium text-ink">
            {T.link}
            <input
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className="mt-1 block w-full rounded-lg border border-stone-300 bg-stone-50 px-3 py-2 font-mono text-sm text-ink"
            />
          </label>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => copy(url)}>
              <Copy aria-hidden="true" className="h-4 w-4" />
              {T.copy}
            </Button>
            {actions?.(url, setNotice)}
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
          notice?.problem ? 'bg-red-50 text-danger' : 'bg-stone-100 text-ink'
        }`}
      >
        {notice?.text ?? ''}
      </p>
    </div>
  );
}
