import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormError } from './form-error';

/** A Settings section (Your data, Password, E-mail, Delete account): a card with its heading. */
export function RightsSection({
  id,
  heading,
  intro,
  tone = 'normal',
  children,
}: {
  id: string;
  heading: string;
  intro?: ReactNode;
  tone?: 'normal' | 'danger';
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`rounded-2xl bg-white p-5 ring-1 sm:p-6 ${tone === 'danger' ? 'ring-red-200' : 'ring-stone-200'}`}
    >
      <h2
        id={`${id}-heading`}
        className={`text-lg font-semibold ${tone === 'danger' ? 'text-danger' : 'text-ink'}`}
      >
        {heading}
      </h2>
      {intro ? <div className="mt-1 text-sm text-muted">{intro}</div> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A section's outcome: a success status or an error alert (a "|" error shows as a list). */
export function Outcome({ success, error }: { success?: string | null; error?: string | null }) {
  if (error) return <FormError message={error} />;
  if (!success) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900"
    >
      <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{success}</span>
    </p>
  );
}
