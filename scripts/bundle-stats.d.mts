import type { Plugin } from 'vite';

/** Writes dist/.vite/modules.json: each built JS file's source modules and their rendered bytes. */
export function bundleStats(): Plugin;
