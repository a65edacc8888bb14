import type { ComponentType } from 'react';

/**
 * The screens of the prerendered public pages (route-manifest.ts `prerender`), by path, for their
 * own entry (src/public-main.tsx) and the prerender (src/prerender.tsx). Each stays a chunk of its
 * own, the same file the routed app loads. public-pages.test.ts keeps it equal to the manifest.
 */
export const PUBLIC_PAGES: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/': () => import('#src/screens/landing/landing-screen'),
  '/about': () => import('#src/screens/about/about-screen'),
  '/contact': () => import('#src/screens/contact/contact-screen'),
  '/privacy': () => import('#src/screens/privacy/privacy-screen'),
};
