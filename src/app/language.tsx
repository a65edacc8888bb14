import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { currentUserQuery } from '#src/features/account/api/session';
import { storedUiLanguage } from '#src/lib/i18n/language';
import type { UiLanguage } from '#src/lib/i18n/texts';
import { LanguageFrame, wantedLanguage } from './language-frame';

/**
 * Applies the language: the signed-in user's setting (null = the spec's texts), else this device's
 * stored choice; `forced` (Storybook's toolbar) wins. Re-mounts the tree when it changes, so every
 * text is read again.
 */
export function LanguageRoot({ forced, children }: { forced?: UiLanguage; children: ReactNode }) {
  // Reads the session the screens load; never fetches it itself.
  const { data: user, isSuccess } = useQuery({ ...currentUserQuery(), enabled: false });
  return (
    <LanguageFrame
      wanted={forced ?? wantedLanguage(user)}
      apply={!!forced || isSuccess || !!storedUiLanguage()}
    >
      {children}
    </LanguageFrame>
  );
}
