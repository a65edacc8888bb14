import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { FullScreenLoading } from './components/ui/spinner';
import { PublicApp } from './app/public/public-app';
import { loadPublicPage, PUBLIC_PAGES } from './app/public/public-pages';

/**
 * Renders one public page to the markup its own entry (src/public-main.tsx) renders first: the
 * public frame around the page's screen, in the spec's texts, the session still loading — exactly
 * what a browser shows before the session check answers, so hydration matches.
 */
export async function render(path: string): Promise<string> {
  const page = PUBLIC_PAGES[path];
  if (!page)
    throw new Error(`${path} is marked prerender in route-manifest.ts but not in PUBLIC_PAGES`);
  const { screen, authFrame, frame } = await loadPublicPage(page);
  return renderToString(
    <StrictMode>
      <PublicApp screen={screen} authFrame={authFrame} bare={frame === 'none'} />
    </StrictMode>,
  );
}

/**
 * What a signed-in page shows first — the session check's spinner — as static markup for the shells
 * of the /app routes: the browser paints it with the CSS, before any script has loaded, and the app
 * renders the same spinner (HydrateFallback, RequireAuth) until the page is ready.
 */
export const renderSessionLoading = (): string => renderToStaticMarkup(<FullScreenLoading />);
