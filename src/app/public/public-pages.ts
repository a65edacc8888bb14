import type { ComponentType } from 'react';

/**
 * The frame a prerendered page sits in: the public pages' header and footer, the auth pages', or
 * none (the not-found page is a whole page of its own).
 */
export type PublicPageFrame = 'public' | 'auth' | 'none';

export interface PublicPage {
  readonly frame: PublicPageFrame;
  readonly load: () => Promise<{ default: ComponentType }>;
}

/** The auth frame of a prerendered auth page, loaded with its screen only. */
export const loadDocumentAuthFrame = () => import('#src/app/public/document-auth-frame');

/** A page's screen and, for an auth page, its frame: what PublicApp renders. */
export async function loadPublicPage(page: PublicPage) {
  const [screen, frame] = await Promise.all([
    page.load(),
    page.frame === 'auth' ? loadDocumentAuthFrame() : undefined,
  ]);
  return { screen: screen.default, authFrame: frame?.default, frame: page.frame };
}

/**
 * The screens of the prerendered pages (route-manifest.ts `prerender`), by path, for their own
 * entry (src/public-main.tsx) and the prerender (src/prerender.tsx), with the frame of their area
 * of the manifest. Each stays a chunk of its own, the same file the routed app loads.
 * public-pages.test.ts keeps it equal to the manifest.
 */
export const PUBLIC_PAGES: Record<string, PublicPage> = {
  '/': { frame: 'public', load: () => import('#src/screens/landing/landing-screen') },
  '/about': { frame: 'public', load: () => import('#src/screens/about/about-screen') },
  '/contact': { frame: 'public', load: () => import('#src/screens/contact/contact-screen') },
  '/privacy': { frame: 'public', load: () => import('#src/screens/privacy/privacy-screen') },
  '/login': { frame: 'auth', load: () => import('#src/screens/login/login-screen') },
  '/register': { frame: 'auth', load: () => import('#src/screens/register/register-screen') },
  '/forgot-password': {
    frame: 'auth',
    load: () => import('#src/screens/forgot-password/forgot-password-screen'),
  },
  '/reset-password': {
    frame: 'auth',
    load: () => import('#src/screens/reset-password/reset-password-screen'),
  },
  '/confirm-email': {
    frame: 'auth',
    load: () => import('#src/screens/confirm-email/confirm-email-screen'),
  },
  '/oauth/callback': {
    frame: 'auth',
    load: () => import('#src/screens/oauth-callback/oauth-callback-screen'),
  },
  '/oauth/callback/login-failed': {
    frame: 'auth',
    load: () => import('#src/screens/oauth-failed/oauth-failed-screen'),
  },
  '/login-failed': {
    frame: 'auth',
    load: () => import('#src/screens/auth-failed/login-failed-screen'),
  },
  '/register-failed': {
    frame: 'auth',
    load: () => import('#src/screens/auth-failed/register-failed-screen'),
  },
  // Any address no page has: the server answers it with this page and the status 404.
  '/*': { frame: 'none', load: () => import('#src/screens/not-found/not-found-screen') },
};
