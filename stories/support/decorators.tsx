import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '#src/app/app-routes';
import { AppProviders } from '#src/app/providers';
import { createQueryClient } from '#src/app/query-client';

function FreshProviders({ children }: { children: ReactNode }) {
  // A fresh QueryClient per story, retries off, so no story sees another's cache.
  const [client] = useState(() => createQueryClient({ retry: false }));
  return <AppProviders client={client}>{children}</AppProviders>;
}

/**
 * `parameters.route`: mount the real route table at that URL (screen stories).
 * Otherwise the story renders inside a MemoryRouter at `parameters.path` (default "/"), so links work.
 */
export const withApp: Decorator = (Story, context) => {
  const route = context.parameters.route as string | undefined;
  const path = (context.parameters.path as string | undefined) ?? '/';
  return (
    <FreshProviders key={context.id}>
      <MemoryRouter initialEntries={[route ?? path]}>
        {route ? <AppRoutes /> : <Story />}
      </MemoryRouter>
    </FreshProviders>
  );
};
