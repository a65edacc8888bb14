/**
 * The schema.org/Recipe reader lives in contract/recipe-jsonld.ts, so the mock backend reads
 * imports with the same code (it is pure and browser-safe); this path keeps the server's imports.
 */
export * from '#contract/recipe-jsonld.ts';
