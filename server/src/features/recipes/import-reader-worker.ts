/**
 * The worker thread of ImportReader (import-reader.ts): reads import sources with the contract's
 * reader off the request thread, says when reading is done (the parse budget ends there), then
 * prepares the recipes for storing (import-prepare.ts) and sends them one by one. Loaded by Node itself (type stripping, or
 * tsx when the server runs under it), so it imports only modules without a loader's syntax.
 */
import { constants, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { MAX_IMPORT_RECIPES, readRecipes } from '#contract/recipe-import.ts';
import { toNewRecipe } from './import-prepare.ts';

// Preparing fifty recipes can take seconds of a core: the request thread goes first. On Linux a
// thread's nice value is its own (setpriority of "this process" sets the calling thread's).
if (process.platform === 'linux') {
  try {
    setPriority(constants.priority.PRIORITY_LOW);
  } catch {
    // Not allowed here: the worker runs at the request thread's priority.
  }
}

const port = parentPort!;
port.on('message', (text: string) => {
  const read = readRecipes(text);
  if ('failure' in read) {
    port.postMessage({ failure: read.failure });
    return;
  }
  port.postMessage({ read: true });
  // One message per recipe: the request thread takes each in a task of its own (a message of all
  // fifty took it about 100 ms to unpack).
  for (const draft of read.drafts.slice(0, MAX_IMPORT_RECIPES))
    port.postMessage({ recipe: toNewRecipe(draft) });
  port.postMessage({ done: true });
});
port.postMessage({ ready: true });
