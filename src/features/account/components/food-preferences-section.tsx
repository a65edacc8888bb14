import { AlertTriangle } from 'lucide-react';
import type { Allergen, StandingPreferences } from '#src/api/types';
import { Button } from '#src/components/ui/button';
import { Spinner } from '#src/components/ui/spinner';
import { PreferencesForm } from '#src/features/account/components/preferences-form';
import { ACCOUNT_TEXTS } from '#src/features/account/texts';

const T = ACCOUNT_TEXTS.preferences;

export interface FoodPreferencesSectionProps {
  /** The stored preferences; undefined while loading or when they could not be loaded. */
  value: StandingPreferences | undefined;
  /** True when loading them failed (the section offers Try again). */
  loadFailed?: boolean;
  onRetry?: () => void;
  allergenNames: Readonly<Record<Allergen, string>>;
  /** Stores them; rejects with the text to show. */
  onSave: (preferences: StandingPreferences) => Promise<void>;
  saving?: boolean;
}

/** Settings' "Food preferences": allergies, diets and dislikes Sous avoids in every recipe. */
export function FoodPreferencesSection({
  value,
  loadFailed = false,
  onRetry,
  allergenNames,
  onSave,
  saving = false,
}: FoodPreferencesSectionProps) {
  return (
    <section
      aria-labelledby="food-preferences-heading"
      className="rounded-2xl bg-white p-6 ring-1 ring-stone-200"
    >
      <h2 id="food-preferences-heading" className="text-lg font-semibold text-ink">
        {T.heading}
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted">{T.intro}</p>
      {value ? (
        <PreferencesForm
          value={value}
          allergenNames={allergenNames}
          onSave={onSave}
          saving={saving}
        />
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
    </section>
  );
}
