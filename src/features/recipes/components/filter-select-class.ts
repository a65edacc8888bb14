/** A select of the search bar's Filter panel and the library's sort (a module both load). */
export const FILTER_SELECT_CLASS =
  'block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600';
