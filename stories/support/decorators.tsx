import type { Decorator } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '#src/app/providers';
import { RouterPublicNavigation } from '#src/app/public-navigation';
import { createQueryClient } from '#src/app/query-client';
import { createRoutes } from '#src/app/routes';
import type { UiLanguage } from '#src/lib/i18n/texts';

function FreshProviders({ language, children }: { language: UiLanguage; children: ReactNode }) {
  // A fresh QueryClient per story, retries off, so no story sees another's cache.
  const [client] = useState(() => createQueryClient({ retry: false }));
  // Writes a story left waiting offline are dropped with it, never sent into the next story's mock.
  useEffect(() => () => client.getMutationCache().clear(), [client]);
  return (
    <AppProviders client={client} language={language}>
      {children}
    </AppProviders>
  );
}

/**
 * The app's route table in a memory router at `route` (with `state`, as a navigation would pass it),
 * its loaders prefetching into the story's client. The page it shows is written to
 * `<html data-story-route>`: the story runner checks that a screen story ends on the page it claims
 * (`parameters.route`, or `parameters.endsAt` when leaving is its point).
 */
function RoutedApp({ route, state }: { route: string; state?: unknown }) {
  const client = useQueryClient();
  const [router] = useState(() => {
    const created = createMemoryRouter(createRoutes(client), {
      initialEntries: [state === undefined ? route : { pathname: route, state }],
    });
    const mark = (pathname: string) => (document.documentElement.dataset.storyRoute = pathname);
    mark(created.state.location.pathname);
    created.subscribe((next) => mark(next.location.pathname));
    return created;
  });
  return <RouterProvider router={router} />;
}

/**
 * `parameters.route`: mount the real route table at that URL (screen stories), with
 * `parameters.routeState` as the history entry's state when given (a path without a query then).
 * Otherwise the story renders inside a MemoryRouter at `parameters.path` (default "/"), so links work.
 */
export const withApp: Decorator = (Story, context) => {
  const route = context.parameters.route as string | undefined;
  const path = (context.parameters.path as string | undefined) ?? '/';
  return (
    // The toolbar's Language (or a story's `globals: { language: 'de' }`); default: the spec's texts.
    <FreshProviders key={context.id} language={(context.globals.language as UiLanguage) ?? 'spec'}>
      {route ? (
        <RoutedApp route={route} state={context.parameters.routeState} />
      ) : (
        <MemoryRouter initialEntries={[path]}>
          <RouterPublicNavigation>
            <Story />
          </RouterPublicNavigation>
        </MemoryRouter>
      )}
    </FreshProviders>
  );
};
