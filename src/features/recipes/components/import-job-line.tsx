import { Archive } from 'lucide-react';
import { useEffect } from 'react';
import { statusOf } from '#src/api/errors';
import { storeImportJobId } from '#src/features/recipes/api/import-job-store';
import { isJobActive, useImportJob } from '#src/features/recipes/api/import-jobs';
import { ARCHIVE_TEXTS as T } from '#src/features/recipes/archive-texts';

/**
 * The archive import this tab follows, as one line: "Importing 12 of 240…" while it runs, a link
 * to its report once it has ended; either opens the dialog. A job the server no longer knows
 * (404: another account, or finished more than 7 days ago) is forgotten.
 */
export function ImportJobLine({ jobId, onOpen }: { jobId: string; onOpen: () => void }) {
  const { data: job, error } = useImportJob(jobId);
  const gone = statusOf(error) === 404;
  useEffect(() => {
    if (gone) storeImportJobId(null);
  }, [gone]);
  if (!job) return null;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={onOpen}
      className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg text-sm font-medium text-brand-700 tabular-nums underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <Archive aria-hidden="true" className="h-4 w-4" />
      {isJobActive(job) ? T.lineRunning(job.done, job.total) : T.lineEnded}
    </button>
  );
}
