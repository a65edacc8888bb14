import { useQuery } from '@tanstack/react-query';
import { Fragment, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { currentUserQuery } from '#src/features/account/api/session';
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

/**
 * Applies the language: the signed-in user's setting (null = the spec's texts), else this device's
 * stored choice; `forced` (Storybook's toolbar) wins. Re-mounts the tree when it changes, so every
 * text is read again.
 */
export function LanguageRoot({ forced, children }: { forced?: UiLanguage; children: ReactNode }) {
  // Reads the session the screens load; never fetches it itself.
  const { data: user, isSuccess } = useQuery({ ...currentUserQuery(), enabled: false });
  const wanted: UiLanguage =
    forced ?? (user ? (user.language ?? 'spec') : (storedUiLanguage() ?? 'spec'));
  useEffect(() => {
    if (!forced && !isSuccess && !storedUiLanguage()) return;
    void setUiLanguage(wanted);
  }, [wanted, forced, isSuccess]);
  const language = useSyncExternalStore(onUiLanguageChange, currentUiLanguage, currentUiLanguage);
  return <Fragment key={language}>{children}</Fragment>;
}
