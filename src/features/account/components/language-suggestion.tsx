import { Languages, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { User } from '#src/api/types';
import { Button } from '#src/components/ui/button';
import {
  languageToSuggest,
  rememberSuggestionAnswer,
  suggestionAnswered,
} from '#src/features/account/model/language-suggestion';
import { ACCOUNT_TEXTS as T } from '#src/features/account/texts';
import { currentUiLanguage, setUiLanguage } from '#src/lib/i18n/language';

export interface LanguageSuggestionProps {
  /** The signed-in cook (their setting decides what is offered); none when signed out. */
  user?: Pick<User, 'id' | 'language'> | null;
  /** Stores an accepted offer on the signed-in cook (UserLanguageSuggestion); without it, on this device only. */
  saveToUser?: (language: 'en' | 'de') => Promise<unknown>;
  /** The browser's preferred languages; navigator.languages when not given (stories pass them). */
  preferences?: readonly string[];
  /** Placement classes added to the box (the landing page floats it over the bottom of the screen). */
  className?: string;
}

const browserPreferences = (): readonly string[] =>
  typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language];

/**
 * Issue 29: offers the browser's language (English or Deutsch) once to a cook on the spec's mixed
 * texts, worded in that language. Accepting stores it (on the user when signed in, on this device
 * otherwise); "No thanks" is remembered on this device. Rendered after mount only (the prerendered
 * page has no browser to ask).
 */
export function LanguageSuggestion({
  user = null,
  saveToUser,
  preferences,
  className = '',
}: LanguageSuggestionProps) {
  const [offer, setOffer] = useState<'en' | 'de' | null>(null);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  // A signed-in cook's own setting decides (null = the spec's texts); signed out, this device's.
  const current = user ? (user.language ?? 'spec') : null;
  useEffect(() => {
    setOffer(
      languageToSuggest({
        current: current ?? currentUiLanguage(),
        preferences: preferences ?? browserPreferences(),
        answered: suggestionAnswered(),
      }),
    );
  }, [current, preferences]);
  if (!offer) return null;
  const W = T.languageSuggestion[offer];

  const dismiss = () => {
    rememberSuggestionAnswer('dismissed');
    setOffer(null);
  };
  const accept = async () => {
    setFailed(false);
    setSaving(true);
    try {
      if (user && saveToUser) await saveToUser(offer);
      rememberSuggestionAnswer('accepted');
      await setUiLanguage(offer, { remember: true });
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <aside
      lang={offer}
      aria-label={W.label}
      className={`flex flex-col gap-3 rounded-2xl bg-sky-50 p-4 text-sky-950 ring-1 ring-sky-200 sm:flex-row sm:items-center ${className}`}
    >
      <Languages aria-hidden="true" className="hidden h-6 w-6 shrink-0 sm:block" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{W.question}</p>
        <p className="text-sm text-sky-900">{W.detail}</p>
        {failed && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {T.languageSaveFailed}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          disabled={saving}
          aria-busy={saving}
          onClick={() => void accept()}
        >
          {W.accept}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={dismiss}>
          <X aria-hidden="true" className="h-4 w-4" />
          {W.dismiss}
        </Button>
      </div>
    </aside>
  );
}
