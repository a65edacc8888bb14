import type { Allergen, StandingPreferences } from '#src/api/types';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#src/components/ui/dialog';
import { PreferencesForm } from '#src/features/account/components/preferences-form';
import { GENERATE_TEXTS } from '#src/features/generate/texts';

const T = GENERATE_TEXTS.preferences;

export interface PreferencesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: StandingPreferences;
  allergenNames: Readonly<Record<Allergen, string>>;
  /** Stores them; rejects with the text to show. The dialog closes once saved. */
  onSave: (preferences: StandingPreferences) => Promise<void>;
  saving?: boolean;
}

/** The wizard's dialog to edit the standing preferences in place (Settings' form). */
export function PreferencesDialog({
  open,
  onOpenChange,
  value,
  allergenNames,
  onSave,
  saving = false,
}: PreferencesDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent size="lg">
        <DialogTitle>{T.dialogTitle}</DialogTitle>
        <DialogDescription className="mt-1 mb-4">{T.dialogIntro}</DialogDescription>
        <PreferencesForm
          value={value}
          allergenNames={allergenNames}
          onSave={onSave}
          onSaved={() => onOpenChange(false)}
          saving={saving}
        />
      </DialogContent>
    </Dialog>
  );
}
