import { AlertTriangle, Check, Copy, KeyRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { ApiToken, ApiTokenScope, CreatedApiToken } from '#src/api/types';
import { Button } from '#src/components/ui/button';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '#src/components/ui/dialog';
import { TextField } from '#src/components/ui/field';
import { Spinner } from '#src/components/ui/spinner';
import { currentUiLanguage } from '#src/lib/i18n/language';
import { ACCOUNT_TEXTS } from '#src/features/account/texts';
import { API_TOKEN_TEXTS as T } from '#src/features/account/api-tokens-texts';
import { FormError } from './form-error';
import { Outcome, RightsSection } from './rights-section';

const SCOPES: ApiTokenScope[] = ['read', 'write'];
const NAME_MAX = 60;

const formatDate = (value: string) => {
  const date = new Date(value);
  const locale = currentUiLanguage() === 'de' ? 'de-DE' : 'en-US';
  return Number.isNaN(date.getTime())
    ? ACCOUNT_TEXTS.unknown
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
};

export interface ApiTokensSectionProps {
  /** The tokens; undefined while loading or when they could not be loaded. */
  tokens: ApiToken[] | undefined;
  loadFailed?: boolean;
  onRetry?: () => void;
  /** Creates a token; rejects with the text to show. */
  onCreate: (name: string, scope: ApiTokenScope) => Promise<CreatedApiToken>;
  /** Revokes a token; rejects with the text to show. */
  onRevoke: (token: ApiToken) => Promise<void>;
  creating?: boolean;
  revoking?: boolean;
  /** Copies the secret; resolves whether that worked (default: the clipboard). */
  onCopy?: (text: string) => Promise<boolean>;
  /** Stories: open with the create dialog, a created token, or a revoke confirmation. */
  initial?:
    | { dialog: 'create'; name?: string; error?: string }
    | { dialog: 'created'; token: CreatedApiToken }
    | { dialog: 'revoke'; id: number; error?: string };
}

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!globalThis.navigator?.clipboard) return false;
    await globalThis.navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Settings' "API tokens": the list, a create dialog that shows the secret once, and revoke with a confirmation. */
export function ApiTokensSection({
  tokens,
  loadFailed = false,
  onRetry,
  onCreate,
  onRevoke,
  creating = false,
  revoking = false,
  onCopy = copyToClipboard,
  initial,
}: ApiTokensSectionProps) {
  const [createOpen, setCreateOpen] = useState(
    initial?.dialog === 'create' || initial?.dialog === 'created',
  );
  const [name, setName] = useState(initial?.dialog === 'create' ? (initial.name ?? '') : '');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [nameError, setNameError] = useState<string | undefined>();
  const [createError, setCreateError] = useState<string | null>(
    initial?.dialog === 'create' ? (initial.error ?? null) : null,
  );
  const [created, setCreated] = useState<CreatedApiToken | null>(
    initial?.dialog === 'created' ? initial.token : null,
  );
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [revokeId, setRevokeId] = useState<number | null>(
    initial?.dialog === 'revoke' ? initial.id : null,
  );
  const [revokeError, setRevokeError] = useState<string | null>(
    initial?.dialog === 'revoke' ? (initial.error ?? null) : null,
  );
  const [revokedName, setRevokedName] = useState<string | null>(null);
  const scopeName = useId();
  const toRevoke = tokens?.find((t) => t.id === revokeId) ?? null;

  const openCreate = () => {
    setName('');
    setScope('read');
    setNameError(undefined);
    setCreateError(null);
    setCreated(null);
    setCopy('idle');
    setRevokedName(null);
    setCreateOpen(true);
  };

  const changeCreateOpen = (next: boolean) => {
    if (creating) return;
    setCreateOpen(next);
    if (!next) setCreated(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (creating) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(T.nameRequired);
      return;
    }
    setNameError(undefined);
    setCreateError(null);
    try {
      setCreated(await onCreate(trimmed, scope));
      setCopy('idle');
    } catch (error) {
      setCreateError(error instanceof Error ? error.message : T.createFailed);
    }
  };

  const revoke = async () => {
    if (!toRevoke || revoking) return;
    setRevokeError(null);
    try {
      await onRevoke(toRevoke);
      setRevokedName(toRevoke.name);
      setRevokeId(null);
    } catch (error) {
      setRevokeError(error instanceof Error ? error.message : T.revokeFailed);
    }
  };

  return (
    <RightsSection
      id="api-tokens"
      heading={T.heading}
      intro={
        <>
          {T.intro}{' '}
          <a className="font-medium text-brand-700 underline" href="/api/docs#api-tokens">
            {T.docsLink}
          </a>
        </>
      }
    >
      {tokens ? (
        <div data-state="loaded" className="flex flex-col gap-4">
          {tokens.length === 0 ? (
            <p className="text-sm text-muted">{T.empty}</p>
          ) : (
            <ul className="divide-y divide-stone-200 rounded-lg ring-1 ring-stone-200">
              {tokens.map((token) => (
                <li
                  key={token.id}
                  className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
                      <KeyRound aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
                      <span className="break-all">{token.name}</span>
                      <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-ink">
                        {T.scopes[token.scope]}
                      </span>
                    </p>
                    <p className="mt-1 text-xs text-muted">
                      <code className="font-mono">{token.prefix}…</code>
                      {' · '}
                      {T.created} {formatDate(token.created_at)}
                      {' · '}
                      {token.last_used_at
                        ? `${T.lastUsed} ${formatDate(token.last_used_at)}`
                        : T.neverUsed}
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    size="sm"
                    className="self-start sm:self-auto"
                    aria-label={T.revokeLabel(token.name)}
                    onClick={() => {
                      setRevokeError(null);
                      setRevokeId(token.id);
                    }}
                  >
                    {T.revoke}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <Outcome success={revokedName ? T.revoked(revokedName) : null} />
          <div>
            <Button onClick={openCreate}>{T.create}</Button>
          </div>
        </div>
      ) : loadFailed ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-lg bg-red-50 p-4">
          <p className="flex items-start gap-2 text-sm text-red-900">
            <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {T.loadFailed}
          </p>
          {onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              {T.retry}
            </Button>
          )}
        </div>
      ) : (
        <Spinner label={T.loading} showLabel className="py-6" />
      )}

      <Dialog open={createOpen} onOpenChange={changeCreateOpen}>
        <DialogContent size="md" {...(creating ? { closeLabel: null } : {})}>
          {created ? (
            <>
              <DialogTitle>{T.createdTitle}</DialogTitle>
              <DialogDescription className="mt-2 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
                <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                {T.createdWarning}
              </DialogDescription>
              <p className="mt-4 text-sm font-medium text-ink">
                {created.name} · {T.scopes[created.scope]}
              </p>
              <code
                data-testid="created-token"
                className="mt-2 block rounded-lg bg-stone-100 p-3 font-mono text-sm break-all text-ink select-all"
              >
                {created.token}
              </code>
              {copy === 'failed' ? <FormError message={T.copyFailed} /> : null}
              <DialogFooter className="mt-4">
                <Button
                  variant="secondary"
                  onClick={() =>
                    void onCopy(created.token).then((ok) => setCopy(ok ? 'copied' : 'failed'))
                  }
                >
                  {copy === 'copied' ? (
                    <Check aria-hidden="true" className="h-4 w-4" />
                  ) : (
                    <Copy aria-hidden="true" className="h-4 w-4" />
                  )}
                  {copy === 'copied' ? T.copied : T.copy}
                </Button>
                <Button onClick={() => changeCreateOpen(false)}>{T.done}</Button>
              </DialogFooter>
              <p role="status" className="sr-only">
                {copy === 'copied' ? T.copied : ''}
              </p>
            </>
          ) : (
            <>
              <DialogTitle>{T.createTitle}</DialogTitle>
              <DialogDescription className="mt-2">{T.createDescription}</DialogDescription>
              <form
                noValidate
                onSubmit={(e) => void submit(e)}
                className="mt-4 flex flex-col gap-4"
              >
                <TextField
                  label={T.name}
                  hint={T.nameHint}
                  error={nameError}
                  autoComplete="off"
                  maxLength={NAME_MAX}
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                />
                <fieldset className="flex flex-col gap-2">
                  <legend className="mb-1.5 text-sm font-medium text-ink">{T.scope}</legend>
                  {SCOPES.map((value) => (
                    <label
                      key={value}
                      htmlFor={`${scopeName}-${value}`}
                      className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg p-2 ring-1 ring-stone-200 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
                    >
                      <input
                        id={`${scopeName}-${value}`}
                        type="radio"
                        name={scopeName}
                        value={value}
                        checked={scope === value}
                        onChange={() => setScope(value)}
                        className="mt-1 h-4 w-4 accent-brand-600"
                      />
                      <span className="flex flex-col text-sm font-medium text-ink">
                        {T.scopes[value]}
                        <span className="text-xs font-normal text-muted">
                          {T.scopeHints[value]}
                        </span>
                      </span>
                    </label>
                  ))}
                </fieldset>
                <FormError message={createError ?? undefined} />
                <DialogFooter className="mt-2">
                  <Button
                    variant="secondary"
                    onClick={() => changeCreateOpen(false)}
                    disabled={creating}
                  >
                    {T.cancel}
                  </Button>
                  <Button type="submit" disabled={creating} aria-busy={creating || undefined}>
                    {creating ? T.creating : T.confirmCreate}
                  </Button>
                </DialogFooter>
              </form>
            </>
          )}
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={toRevoke !== null}
        onOpenChange={(open) => {
          if (!open && !revoking) setRevokeId(null);
        }}
        title={toRevoke ? T.revokeTitle(toRevoke.name) : ''}
        description={T.revokeBody}
        confirmLabel={T.revoke}
        busyLabel={T.revoking}
        cancelLabel={T.cancel}
        danger
        busy={revoking}
        error={revokeError}
        onConfirm={() => void revoke()}
      />
    </RightsSection>
  );
}
