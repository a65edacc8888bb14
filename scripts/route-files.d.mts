/** A chunk of dist/.vite/manifest.json (the fields route-files.mjs reads). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** Reads dist/.vite/manifest.json. */
export function readManifest(distDir: string): Manifest;

/** The files a page loads before it can show its route (paths relative to the dist folder). */
export function filesForModules(
  manifest: Manifest,
  modules: readonly string[],
): { js: string[]; css: string[]; entryJs: string[] };

export const rootDir: string;

/** Where a prerendered page is in dist: index.html, about/index.html, the not-found page 404.html. */
export function pageFile(path: string): string;
