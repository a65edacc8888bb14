import { useEffect } from 'react';
import { usePublicLocation } from '#src/components/public-link';

/** Scrolls smoothly to the element named by the URL hash (#features...) whenever it changes. */
export function useScrollToHash() {
  const { hash, key } = usePublicLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    // Move keyboard focus with the view, so the next Tab continues inside the section.
    target.focus({ preventScroll: true });
  }, [hash, key]);
}
