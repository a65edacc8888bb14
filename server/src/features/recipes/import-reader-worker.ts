/**
 * The worker thread of ImportReader (import-reader.ts): reads import sources with the contract's
 * reader off the request thread, says when reading is done (the parse budget ends there), then
 * prepares the recipes for storing (import-prepare.ts). Loaded by Node itself (type stripping, or
 * tsx when the server runs under it), so it imports only modules without a loader's syntax.
 */
import { parentPort } from 'node:worker_threads';
import { MAX_IMPORT_RECIPES, readRecipes } from '#contract/recipe-import.ts';
import { toNewRecipe } from './import-prepare.ts';

const port = parentPort!;
port.on('message', (text: string) => {
  const read = readRecipes(text);
  if ('failure' in read) {
    port.postMessage({ failure: read.failure });
    return;
  }
  port.postMessage({ read: true });
  port.postMessage({ recipes: read.drafts.slice(0, MAX_IMPORT_RECIPES).map(toNewRecipe) });
});
port.postMessage({ ready: true });
