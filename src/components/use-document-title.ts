import { useEffect } from 'react';

/** Sets the tab title to "{title} · Sous" while the screen is shown. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Sous`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
