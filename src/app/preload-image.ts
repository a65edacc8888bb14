import { resolveImageUrl } from '#src/api/image-url';

/**
 * Fetches a page's main image (its largest paint) as soon as the data naming it arrives, with high
 * priority, instead of after the screen has rendered the <img>, which then finds it in the cache.
 */
export function preloadImage(imageUrl: string | null | undefined) {
  const href = resolveImageUrl(imageUrl);
  if (!href || typeof document === 'undefined') return;
  if (document.head.querySelector(`link[rel="preload"][as="image"][href="${CSS.escape(href)}"]`))
    return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}
