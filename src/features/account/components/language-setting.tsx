import { useState } from 'react';
import { setUiLanguage } from '#src/lib/i18n/language';
import type { UiLanguage } from '#src/lib/i18n/texts';
import { ACCOUNT_TEXTS as T } from '#src/features/account/texts';

export interface LanguageSettingProps {
  /** The stored setting; null = not chosen (the spec's texts). */
  value: 'en' | 'de' | null;
  /** Stores the choice on the user; rejects when it could not be saved. */
  onChange: (language: 'en' | 'de' | null) => Promise<void>;
  saving?: boolean;
}

/** Settings' language choice: Default (the spec's texts), English or Deutsch, stored on the user. */
export function LanguageSetting({ value, onChange, saving = false }: LanguageSettingProps) {
  const [failed, setFailed] = useState(false);
  const choose = async (next: string) => {
    const language = next === 'en' || next === 'de' ? next : null;
    setFailed(false);
    try {
      await onChange(language);
      await setUiLanguage((language ?? 'spec') as UiLanguage, { remember: true });
    } catch {
      setFailed(true);
    }
  };
  return (
    <section
      aria-labelledby="language-heading"
      className="rounded-2xl bg-white p-6 ring-1 ring-stone-200"
    >
      <h2 id="language-heading" className="text-lg font-semibold text-ink">
        {T.languageHeading}
      </h2>
      <p className="mt-1 text-sm text-muted">{T.languageIntro}</p>
      <label htmlFor="language-select" className="mt-4 block text-sm font-medium text-ink">
        {T.languageLabel}
      </label>
      <select
        id="language-select"
        className="mt-1 min-h-11 w-full max-w-xs rounded-lg border border-stone-300 bg-white px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
        value={value ?? ''}
        disabled={saving}
        onChange={(event) => void choose(event.target.value)}
      >
        <option value="">{T.languageDefault}</option>
        <option value="en" lang="en">
          {T.languageEnglish}
        </option>
        <option value="de" lang="de">
          {T.languageGerman}
        </option>
      </select>
      {failed && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {T.languageSaveFailed}
        </p>
      )}
    </section>
  );
}
