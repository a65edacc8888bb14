import { Users } from 'lucide-react';
import { Button } from '#src/components/ui/button';
import { useHouseholdEvents } from '#src/features/household/api/events';
import { useHousehold } from '#src/features/household/api/household';
import { HOUSEHOLD_TEXTS as T } from '#src/features/household/texts';

/**
 * The household under a shared page's title (the plan, the list): whose plan and list these are
 * and with whom they are shared, or the invitations waiting for an answer with "Review". It also
 * keeps the page live while it is shared (useHouseholdEvents). Nothing while the cook shares
 * nothing, or while the household cannot be read (the page itself still works).
 */
export function HouseholdSummary({ onOpen }: { onOpen: () => void }) {
  const { data } = useHousehold();
  const members = data?.members.filter((member) => member.status === 'member') ?? [];
  const shared = data !== undefined && (!data.yours || members.length > 0);
  // An owner waiting for an answer listens too, to see the acceptance.
  useHouseholdEvents(data !== undefined && (!data.yours || data.members.length > 0));
  if (!data) return null;
  const waiting = data.invitations.length;
  return (
    <>
      {shared && (
        <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
          <Users aria-hidden="true" className="h-4 w-4 shrink-0" />
          {data.yours
            ? T.sharedWith(members.map((member) => member.username).join(', '))
            : T.sharedBy(data.owner)}
        </p>
      )}
      {waiting > 0 && (
        <p
          role="status"
          className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          {T.invitationWaiting(waiting)}
          <Button variant="secondary" size="sm" onClick={onOpen}>
            {T.review}
          </Button>
        </p>
      )}
    </>
  );
}

/** The header's "Household" button; its name says how many invitations wait. */
export function HouseholdButton({ onOpen }: { onOpen: () => void }) {
  const { data } = useHousehold();
  const waiting = data?.invitations.length ?? 0;
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={onOpen}
      aria-label={waiting > 0 ? T.buttonInvitations(waiting) : undefined}
    >
      <Users aria-hidden="true" className="h-4 w-4" />
      {T.button}
      {waiting > 0 && (
        <span
          aria-hidden="true"
          className="rounded-full bg-brand-600 px-1.5 text-xs font-bold text-white"
        >
          {waiting}
        </span>
      )}
    </Button>
  );
}
