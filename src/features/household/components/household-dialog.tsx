import { X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { isApiError, serverDetailOr } from '#src/api/errors';
import {
  HOUSEHOLD_DETAILS,
  HOUSEHOLD_FULL,
  MAX_HOUSEHOLD_MEMBERS,
  type HouseholdDetailKey,
} from '#src/api/household';
import { ErrorState } from '#src/components/error-state';
import { Button } from '#src/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#src/components/ui/dialog';
import { TextField } from '#src/components/ui/field';
import { Spinner } from '#src/components/ui/spinner';
import {
  type Household,
  useAcceptInvitation,
  useDeclineInvitation,
  useHousehold,
  useInviteMember,
  useLeaveHousehold,
  useRemoveMember,
} from '#src/features/household/api/household';
import { HOUSEHOLD_TEXTS as T } from '#src/features/household/texts';

/**
 * "Household": the invitations waiting for the cook (accept, decline), then either the household
 * they are a member of (leave) or their own: its members and invitations (take back, remove) and
 * "Invite by username". One status line says what the last action did or why it failed. Controlled.
 */
export function HouseholdDialog({
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
        <DialogDescription className="mt-1">{T.description}</DialogDescription>
        {open && <HouseholdPanel />}
      </DialogContent>
    </Dialog>
  );
}

type Status = { text: string; problem: boolean } | null;

const DETAIL_KEYS = Object.keys(HOUSEHOLD_DETAILS) as HouseholdDetailKey[];

/**
 * What went wrong, in the cook's language: the household's own answers (contract/household.ts,
 * translated here so their words load with this dialog), else what the API's errors say.
 */
function householdProblem(error: unknown): string {
  const body: unknown = isApiError(error) ? error.body : undefined;
  const detail =
    body && typeof body === 'object' ? (body as { detail?: unknown }).detail : undefined;
  const words =
    typeof detail === 'string'
      ? detail
      : Array.isArray(detail) && detail.length === 1
        ? (detail[0] as { msg?: unknown }).msg
        : undefined;
  if (words === HOUSEHOLD_FULL) return T.details.full(MAX_HOUSEHOLD_MEMBERS);
  const key = DETAIL_KEYS.find((known) => known !== 'full' && HOUSEHOLD_DETAILS[known] === words);
  return key && key !== 'full' ? T.details[key] : serverDetailOr(error, T.failed);
}

// The actions report through their promises (mutateAsync): a section an answer replaces (leaving
// swaps the membership for the cook's own household) unmounts before per-call callbacks would run.

function HouseholdPanel() {
  const household = useHousehold();
  const [status, setStatus] = useState<Status>(null);
  if (household.isError)
    return (
      <ErrorState
        message={T.loadFailed}
        onRetry={() => void household.refetch()}
        retryLabel={T.retry}
      />
    );
  if (!household.data) return <Spinner label={T.loading} className="py-8" />;
  const report = (text: string) => setStatus({ text, problem: false });
  const failed = (error: unknown) => setStatus({ text: householdProblem(error), problem: true });
  return (
    <div className="mt-4 flex flex-col gap-5">
      <Invitations household={household.data} onDone={report} onFailed={failed} />
      {household.data.yours ? (
        <OwnHousehold household={household.data} onDone={report} onFailed={failed} />
      ) : (
        <Membership household={household.data} onDone={report} onFailed={failed} />
      )}
      {status && (
        <p
          role={status.problem ? 'alert' : 'status'}
          className={`text-sm ${status.problem ? 'text-danger' : 'text-brand-800'}`}
        >
          {status.text}
        </p>
      )}
    </div>
  );
}

interface SectionProps {
  household: Household;
  onDone: (text: string) => void;
  onFailed: (error: unknown) => void;
}

function Invitations({ household, onDone, onFailed }: SectionProps) {
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  if (household.invitations.length === 0) return null;
  const busy = accept.isPending || decline.isPending;
  return (
    <section aria-labelledby="household-invitations" className="flex flex-col gap-2">
      <h3 id="household-invitations" className="text-sm font-semibold text-ink">
        {T.invitations}
      </h3>
      <ul className="flex flex-col gap-2">
        {household.invitations.map((invitation) => (
          <li key={invitation.id} className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
            <p>{T.invitationFrom(invitation.from)}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button
                size="sm"
                disabled={busy}
                onClick={() =>
                  accept
                    .mutateAsync(invitation.id)
                    .then(() => onDone(T.joined(invitation.from)), onFailed)
                }
              >
                {T.accept}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() => decline.mutateAsync(invitation.id).catch(onFailed)}
              >
                {T.decline}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Membership({ household, onDone, onFailed }: SectionProps) {
  const leave = useLeaveHousehold();
  const others = household.members.map((member) => member.username);
  return (
    <section className="flex flex-col gap-3 text-sm text-ink">
      <p>{T.memberOf(household.owner)}</p>
      {others.length > 0 && <p className="text-muted">{T.sharedWith(others.join(', '))}</p>}
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={leave.isPending}
          onClick={() => leave.mutateAsync(undefined).then(() => onDone(T.left), onFailed)}
        >
          {leave.isPending ? T.leaving : T.leave}
        </Button>
      </div>
    </section>
  );
}

function OwnHousehold({ household, onDone, onFailed }: SectionProps) {
  const invite = useInviteMember();
  const remove = useRemoveMember();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const username = typed.trim();
    if (!username) {
      setError(T.inviteRequired);
      return;
    }
    setError(undefined);
    invite.mutateAsync(username).then((member) => {
      setTyped('');
      onDone(T.inviteSent(member.username));
    }, onFailed);
  };
  return (
    <>
      <section aria-labelledby="household-members" className="flex flex-col gap-2">
        <h3 id="household-members" className="text-sm font-semibold text-ink">
          {T.members}
        </h3>
        {household.members.length === 0 ? (
          <p className="text-sm text-muted">{T.nobody}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-stone-200 rounded-lg border border-stone-200">
            {household.members.map((member) => (
              <li key={member.id} className="flex items-center gap-3 px-3 py-1.5 text-sm">
                <span className="min-w-0 flex-1 truncate font-medium text-ink">
                  {member.username}
                </span>
                <span className="text-xs text-muted">
                  {member.status === 'invited' ? T.invited : T.member}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={remove.isPending}
                  aria-label={
                    member.status === 'invited'
                      ? T.takeBack(member.username)
                      : T.remove(member.username)
                  }
                  onClick={() => remove.mutateAsync(member.id).catch(onFailed)}
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <form onSubmit={submit} className="flex items-end gap-2" noValidate>
        <TextField
          className="flex-1"
          label={T.inviteLabel}
          placeholder={T.invitePlaceholder}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={typed}
          maxLength={60}
          error={error}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" className={error ? 'mb-7' : ''} disabled={invite.isPending}>
          {invite.isPending ? T.inviting : T.invite}
        </Button>
      </form>
    </>
  );
}
