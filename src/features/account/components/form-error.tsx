import { ErrorMessage } from '#src/components/error-state';

/** The form-level error of an auth form; a "|" message shows as a bullet list. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
    >
      <ErrorMessage message={message} />
    </div>
  );
}
