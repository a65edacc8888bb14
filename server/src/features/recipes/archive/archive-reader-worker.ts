/**
 * The worker thread of readArchiveOffThread (archive-reader.ts): reads one uploaded archive with
 * readArchive (unzip, gunzip, JSON, normalise: a third of a second for 2,000 Paprika recipes, more
 * for a 50 MiB archive) so the request thread keeps serving others meanwhile. Loaded by Node itself
 * (type stripping), so it imports only modules of erasable syntax.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { readArchive } from './read-archive.ts';
import { ArchiveError } from './zip.ts';

try {
  parentPort!.postMessage({ contents: readArchive(workerData as Uint8Array) });
} catch (error) {
  parentPort!.postMessage(
    error instanceof ArchiveError ? { failure: error.failure } : { error: String(error) },
  );
}
