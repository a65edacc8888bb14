import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';

/** Route-level code splitting: every screen and layout is its own chunk, loaded on first visit. */
const screen =
  (load: () => Promise<{ default: React.ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

/** The whole route table of spec §2; used by the browser router and by screen stories. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        lazy: screen(() => import('./layouts/landing-layout')),
        children: [
          { index: true, lazy: screen(() => import('../screens/landing/landing-screen')) },
          { path: 'about', lazy: screen(() => import('../screens/about/about-screen')) },
          { path: 'contact', lazy: screen(() => import('../screens/contact/contact-screen')) },
          { path: 'privacy', lazy: screen(() => import('../screens/privacy/privacy-screen')) },
        ],
      },
      {
        lazy: screen(() => import('./layouts/auth-layout')),
        children: [
          { path: 'login', lazy: screen(() => import('../screens/login/login-screen')) },
          { path: 'register', lazy: screen(() => import('../screens/register/register-screen')) },
          {
            path: 'forgot-password',
            lazy: screen(() => import('../screens/forgot-password/forgot-password-screen')),
          },
          {
            path: 'reset-password',
            lazy: screen(() => import('../screens/reset-password/reset-password-screen')),
          },
          {
            path: 'oauth/callback',
            lazy: screen(() => import('../screens/oauth-callback/oauth-callback-screen')),
          },
          {
            path: 'oauth/callback/login-failed',
            lazy: screen(() => import('../screens/oauth-failed/oauth-failed-screen')),
          },
          {
            path: 'login-failed',
            lazy: screen(() => import('../screens/auth-failed/login-failed-screen')),
          },
          {
            path: 'register-failed',
            lazy: screen(() => import('../screens/auth-failed/register-failed-screen')),
          },
        ],
      },
      {
        path: 'app',
        element: <RequireAuth />,
        children: [
          {
            lazy: screen(() => import('./layouts/main-layout')),
            children: [
              { index: true, lazy: screen(() => import('../screens/dashboard/dashboard-screen')) },
              {
                path: 'generate',
                lazy: screen(() => import('../screens/generate/generate-screen')),
              },
              { path: 'library', lazy: screen(() => import('../screens/library/library-screen')) },
              { path: 'recipes', lazy: screen(() => import('../screens/library/library-screen')) },
              {
                path: 'recipe/:recipeId',
                lazy: screen(() => import('../screens/recipe/recipe-screen')),
              },
              {
                path: 'collection/:collectionId',
                lazy: screen(() => import('../screens/collection/collection-screen')),
              },
              {
                path: 'settings',
                lazy: screen(() => import('../screens/settings/settings-screen')),
              },
            ],
          },
        ],
      },
      { path: '*', lazy: screen(() => import('../screens/not-found/not-found-screen')) },
    ],
  },
];
