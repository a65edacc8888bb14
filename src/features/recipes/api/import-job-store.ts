import { useSyncExternalStore } from 'react';

/*
 * The archive import this tab follows (issue 31): its id in sessionStorage, so a reload, or the
 * library after the dialog was closed, finds the running import again. Small on purpose: the
 * library loads it once its page is shown (followed-import-job.tsx); the job's calls and its line
 * come with their own chunks.
 */

/** sessionStorage key of the job id: a reload (or the library) finds the running import again. */
export const IMPORT_JOB_STORAGE_KEY = 'sous.importJob';

const listeners = new Set<() => void>();

function readStoredJobId(): string | null {
  try {
    return sessionStorage.getItem(IMPORT_JOB_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Remembers the job (or forgets it, with null) and tells the components that follow it. */
export function storeImportJobId(id: string | null) {
  try {
    if (id === null) sessionStorage.removeItem(IMPORT_JOB_STORAGE_KEY);
    else sessionStorage.setItem(IMPORT_JOB_STORAGE_KEY, id);
  } catch {
    // Storage refused (private mode): the job is followed until the page is left.
  }
  memory = id;
  for (const listener of listeners) listener();
}

let memory: string | null | undefined;

const currentJobId = () => {
  if (memory === undefined) memory = readStoredJobId();
  return memory;
};

/** The id of the archive import this tab follows, or null. */
export function useFollowedImportJobId(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentJobId,
    () => null,
  );
}

/** Stories and tests: forget what an earlier story remembered. */
export function resetFollowedImportJob(id: string | null = null) {
  memory = undefined;
  storeImportJobId(id);
}
