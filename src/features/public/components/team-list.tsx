import { Mail } from 'lucide-react';
import { memberDisplayName, type TeamMember } from '#src/content/team';

/** The four team members with their role and direct address (one content module holds the people). */
export function TeamList({
  members,
  showFocus = true,
}: {
  members: readonly TeamMember[];
  showFocus?: boolean;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {members.map((member) => (
        <li key={member.email} className="min-w-0 rounded-2xl border border-stone-200 bg-white p-5">
          <p className="font-semibold text-ink">{memberDisplayName(member)}</p>
          {member.name && <p className="text-sm text-muted">{member.role}</p>}
          {showFocus && <p className="mt-2 text-sm text-muted">{member.focus}</p>}
          <a
            href={`mailto:${member.email}`}
            className="mt-2 inline-flex min-h-11 max-w-full items-center gap-2 rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Mail aria-hidden="true" className="h-4 w-4 shrink-0" />
            {/* A long address wraps inside the card instead of running out of it. */}
            <span className="min-w-0 [overflow-wrap:anywhere]">{member.email}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
