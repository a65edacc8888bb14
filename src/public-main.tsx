import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PublicApp } from './app/public/public-app';
import { loadPublicPage, PUBLIC_PAGES } from './app/public/public-pages';
import './index.css';

// The entry of the prerendered public pages (public.html, filled by scripts/prerender.mjs): it
// hydrates the page's markup with the page's screen and the public frame only, so a visitor's
// first load carries no router, query client or app code (issue 32). The app (src/main.tsx) runs
// on every other page, and on these too when reached from inside the app.
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from public.html');
const path = root.dataset.prerendered ?? '';
const page = PUBLIC_PAGES[path];
if (!page) throw new Error(`${path || 'This page'} is no prerendered public page`);

void loadPublicPage(page).then(({ screen, authFrame, frame }) => {
  const app = (
    <StrictMode>
      <PublicApp screen={screen} authFrame={authFrame} bare={frame === 'none'} />
    </StrictMode>
  );
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
