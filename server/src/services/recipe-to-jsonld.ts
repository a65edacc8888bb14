/**
 * The schema.org/Recipe writer lives in contract/recipe-to-jsonld.ts, so the mock backend's export
 * writes with the same code (it is pure); this path keeps the server's imports.
 */
export * from '#contract/recipe-to-jsonld.ts';
