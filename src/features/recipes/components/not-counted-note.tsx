import { RECIPE_TEXTS } from '#src/features/recipes/texts';

const T = RECIPE_TEXTS.edit;

/**
 * Under the nutrition label: the ingredients the server's catalogue did not know, left out of the
 * figures ("Not counted: …"). Nothing when every line was counted.
 */
export function NotCountedNote({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <div className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-ink">
      <p className="font-medium">{T.notCounted(names.join(', '))}</p>
      <p className="mt-1 text-muted">{T.notCountedHint}</p>
    </div>
  );
}
