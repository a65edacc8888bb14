/**
 * Reading an uploaded archive off the request thread (issue 31 [library-io]): one worker thread per
 * read (imports are rare; a worker starts in ~30 ms), ended when it answers. Its heap is capped: an
 * archive that outgrows it is refused as too large rather than taking the server down.
 */
import { Worker } from 'node:worker_threads';
import type { ArchiveFailure } from '#contract/archive-import.ts';
import type { ArchiveContents } from './read-archive.ts';
import { ArchiveError } from './zip.ts';

const WORKER_URL = new URL('./archive-reader-worker.ts', import.meta.url);

type Answer = { contents: ArchiveContents } | { failure: ArchiveFailure } | { error: string };

/** readArchive's answer (ArchiveError for a refused archive), read in a worker thread. */
export function readArchiveOffThread(bytes: Uint8Array): Promise<ArchiveContents> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, {
      workerData: bytes,
      resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 64 },
    });
    let answered = false;
    worker.once('message', (answer: Answer) => {
      answered = true;
      void worker.terminate();
      if ('contents' in answer) resolve(answer.contents);
      else if ('failure' in answer) reject(new ArchiveError(answer.failure));
      else reject(new Error(`The archive reader failed: ${answer.error}`));
    });
    worker.once('error', (error) => {
      if (answered) return;
      answered = true;
      // Out of its memory: the archive is more than Sous reads at once.
      reject(
        (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new ArchiveError('archive_too_large')
          : error,
      );
    });
    worker.once('exit', (code) => {
      if (!answered) {
        answered = true;
        reject(new Error(`The archive reader ended (${code}) without an answer`));
      }
    });
  });
}
