/**
 * The worker thread of ImportReader (import-reader.ts): reads import sources with the contract's
 * reader off the request thread. Loaded by Node itself (type stripping, or tsx when the server runs
 * under it), so it imports only the contract's plain modules.
 */
import { parentPort } from 'node:worker_threads';
import { readRecipes } from '#contract/recipe-import.ts';

const port = parentPort!;
port.on('message', (text: string) => {
  port.postMessage({ read: readRecipes(text) });
});
port.postMessage({ ready: true });
