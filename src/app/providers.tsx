import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { UiLanguage } from '#src/lib/i18n/texts';
import { LanguageRoot } from './language';

/** Everything a screen needs around it, shared by the app and by Storybook. */
export function AppProviders({
  client,
  language,
  children,
}: {
  client: QueryClient;
  /** Forces a language (Storybook's toolbar); otherwise the user's or this device's choice. */
  language?: UiLanguage;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <LanguageRoot forced={language}>{children}</LanguageRoot>
    </QueryClientProvider>
  );
}
