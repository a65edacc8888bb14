import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api, multipart, unwrap } from '#src/api/client';
import type { components } from '#src/api/types';
import { collectionKeys } from '#src/features/collections/api/keys';
import { userKeys } from '#src/features/account/api/keys';
import { recipeKeys } from './keys';
import { storeImportJobId } from './import-job-store';

export type ImportJob = components['schemas']['ImportJob'];
export type ImportJobItem = components['schemas']['ImportJobItem'];
export type DuplicatesChoice = ImportJob['duplicates'];

/** How often a queued or running job is polled. */
export const IMPORT_JOB_POLL_MS = 700;
/** While recipes arrive, the library lists are refreshed at most this often (and once at the end). */
export const LIBRARY_REFRESH_MS = 3000;

export const importJobKeys = {
  all: ['import-jobs'] as const,
  detail: (id: string) => [...importJobKeys.all, id] as const,
};

export const isJobActive = (job: Pick<ImportJob, 'status'>) =>
  job.status === 'queued' || job.status === 'running';

// ------------------------------------------------------------------ calls

/** Starts importing an archive (POST /recipe/import-archive, 202); the tab follows the new job. */
export function useStartArchiveImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, duplicates }: { file: Blob; duplicates: DuplicatesChoice }) =>
      unwrap(
        api.POST(
          '/recipe/import-archive',
          multipart<{ file: string; duplicates: DuplicatesChoice }>({ file, duplicates }),
        ),
      ),
    onSuccess: (job) => {
      queryClient.setQueryData(importJobKeys.detail(job.id), job);
      storeImportJobId(job.id);
    },
  });
}

/** A job, polled every 700 ms while it is queued or running; polling stops once it has ended. */
export const importJobQuery = (id: string) =>
  queryOptions({
    queryKey: importJobKeys.detail(id),
    queryFn: () => unwrap(api.GET('/import-jobs/{jobId}', { params: { path: { jobId: id } } })),
    refetchInterval: (query) =>
      query.state.data && isJobActive(query.state.data) && query.state.status !== 'error'
        ? IMPORT_JOB_POLL_MS
        : false,
    refetchIntervalInBackground: true,
    retry: false,
  });

function refreshLibrary(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: recipeKeys.all }),
    queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
    queryClient.invalidateQueries({ queryKey: userKeys.stats() }),
  ]);
}

/**
 * Follows a job: its state, polled while it runs. The library lists refresh as recipes arrive (at
 * most every 3 s) and once when the job has ended.
 */
export function useImportJob(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery(importJobQuery(id));
  const job = query.data;
  const seen = useRef<{ imported: number; refreshedAt: number; ended: boolean } | null>(null);
  useEffect(() => {
    if (!job) return;
    const active = isJobActive(job);
    const last = seen.current;
    seen.current ??= { imported: job.counts.imported, refreshedAt: 0, ended: !active };
    if (!last) {
      // The first answer: a job that ended before this page followed it refreshes once.
      if (!active) void refreshLibrary(queryClient);
      return;
    }
    if (!active && !last.ended) {
      seen.current = { imported: job.counts.imported, refreshedAt: Date.now(), ended: true };
      void refreshLibrary(queryClient);
    } else if (
      active &&
      job.counts.imported > last.imported &&
      Date.now() - last.refreshedAt >= LIBRARY_REFRESH_MS
    ) {
      seen.current = { imported: job.counts.imported, refreshedAt: Date.now(), ended: false };
      void queryClient.invalidateQueries({ queryKey: recipeKeys.lists() });
    }
  }, [job, queryClient]);
  return query;
}

/** Cancels a job (POST /import-jobs/{jobId}/cancel); the answer replaces the polled state. */
export function useCancelImportJob(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(api.POST('/import-jobs/{jobId}/cancel', { params: { path: { jobId: id } } })),
    onSuccess: (job) => queryClient.setQueryData(importJobKeys.detail(id), job),
  });
}
