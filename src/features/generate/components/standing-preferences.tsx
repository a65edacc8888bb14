import { ShieldCheck } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { serverDetailOr } from '#src/api/errors';
import type { Allergen, StandingPreferences } from '#src/api/types';
import { Button } from '#src/components/ui/button';
import { usePreferences, useUpdatePreferences } from '#src/features/account/api/preferences';
import { avoidedItems } from '#src/features/account/model/preferences';
import { ACCOUNT_TEXTS } from '#src/features/account/texts';
import { ALLERGEN_TEXTS } from '#src/features/recipes/allergen-texts';
import { GENERATE_TEXTS } from '#src/features/generate/texts';

const T = GENERATE_TEXTS.preferences;

// The dialog and its form load when the cook opens it (the wizard's route weight budget).
const PreferencesDialog = lazy(async () => ({
  default: (await import('./preferences-dialog')).PreferencesDialog,
}));

export interface AvoidingLineProps {
  preferences: StandingPreferences;
  /** How the app names each allergen in running text ("peanuts"). */
  allergenNames: Readonly<Record<Allergen, string>>;
  onEdit: () => void;
}

/** "Avoiding: peanuts, pork and alcohol, coriander" with an Edit button; nothing when none is set. */
export function AvoidingLine({ preferences, allergenNames, onEdit }: AvoidingLineProps) {
  const items = avoidedItems(preferences, {
    allergen: (a) => allergenNames[a],
    diet: (d) => ACCOUNT_TEXTS.preferences.dietAvoids[d],
  });
  if (items.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-brand-200 bg-brand-50 px-4 py-2 text-sm text-ink">
      <ShieldCheck aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
      <p className="min-w-0 flex-1 break-words">{T.avoiding(items.join(', '))}</p>
      <Button variant="ghost" size="sm" onClick={onEdit} aria-label={T.editLabel}>
        {T.edit}
      </Button>
    </div>
  );
}

/** The wizard's line of what the cook avoids, editable in a dialog (loads and saves them). */
export function StandingPreferencesNote() {
  const { data } = usePreferences();
  const update = useUpdatePreferences();
  const [open, setOpen] = useState(false);
  if (!data) return null;
  const names = ALLERGEN_TEXTS.names;
  return (
    <>
      <AvoidingLine preferences={data} allergenNames={names} onEdit={() => setOpen(true)} />
      {open && (
        <Suspense fallback={null}>
          <PreferencesDialog
            open={open}
            onOpenChange={setOpen}
            value={data}
            allergenNames={names}
            saving={update.isPending}
            onSave={async (next) => {
              try {
                await update.mutateAsync(next);
              } catch (error) {
                throw new Error(serverDetailOr(error, ACCOUNT_TEXTS.preferences.failed), {
                  cause: error,
                });
              }
            }}
          />
        </Suspense>
      )}
    </>
  );
}
