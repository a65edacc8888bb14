import { Fragment, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import {
  currentUiLanguage,
  onUiLanguageChange,
  registerLocaleLoader,
  setUiLanguage,
  storedUiLanguage,
} from '#src/lib/i18n/language';
import type { UiLanguage } from '#src/lib/i18n/texts';

// Each locale is a chunk of its own: the landing page only ships the spec's texts.
registerLocaleLoader((language) =>
  language === 'de'
    ? import('./locales/de').then((m) => m.default)
    : import('./locales/en').then((m) => m.default),
);

/** The language to show: the signed-in cook's setting (null = the spec's texts), else this device's. */
export const wantedLanguage = (user: { language?: UiLanguage | null } | null | undefined) =>
  user ? (user.language ?? 'spec') : (storedUiLanguage() ?? 'spec');

/**
 * Applies `wanted` once `apply` (the session is known, or a choice is stored or forced) and
 * re-mounts the tree when the language changes, so every text is read again. Shared by the app
 * (LanguageRoot) and the public pages' own entry, which has no query client.
 */
export function LanguageFrame({
  wanted,
  apply,
  children,
}: {
  wanted: UiLanguage;
  apply: boolean;
  children: ReactNode;
}) {
  useEffect(() => {
    if (apply) void setUiLanguage(wanted);
  }, [wanted, apply]);
  const language = useSyncExternalStore(onUiLanguageChange, currentUiLanguage, currentUiLanguage);
  return <Fragment key={language}>{children}</Fragment>;
}
