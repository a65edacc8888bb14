import { CircleAlert, CircleCheck, FileUp } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { isApiError, isNetworkError, serverDetailOr } from '#src/api/errors';
import { Button } from '#src/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '#src/components/ui/dialog';
import { Progress } from '#src/components/ui/progress';
import {
  storeImportJobId,
  useFollowedImportJobId,
} from '#src/features/recipes/api/import-job-store';
import {
  isJobActive,
  useCancelImportJob,
  useImportJob,
  useStartArchiveImport,
  type DuplicatesChoice,
  type ImportJob,
  type ImportJobItem,
} from '#src/features/recipes/api/import-jobs';
import { ARCHIVE_TEXTS } from '#src/features/recipes/archive-texts';
import {
  ARCHIVE_IMAGE_NOT_IMAGE,
  ARCHIVE_IMAGE_QUOTA,
  ARCHIVE_IMAGE_UNREADABLE,
  IMPORT_JOB_FAILED,
  IMPORT_JOB_INTERRUPTED,
  IMPORT_JOB_RUNNING,
  type ArchiveFailure,
} from '#src/api/archive-import';
import { formatNumber } from '#src/lib/format';

const T = ARCHIVE_TEXTS;

/** The files the picker offers; the server tells the format from the content, never the name. */
const FILE_TYPES = '.zip,.paprikarecipes,.json,application/zip,application/json';

export interface ArchiveImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Import from another app": choose an archive and what to do with recipes the library already
 * holds; the import then runs as a job on the server, shown as a progress bar (recipes done of
 * the total, the current title, Cancel) and, once it has ended, as its report. The dialog may be
 * closed while the job runs: the tab keeps following it (sessionStorage) and the library shows a
 * compact progress line that opens the dialog again.
 */
export function ArchiveImportDialog({ open, onOpenChange }: ArchiveImportDialogProps) {
  const jobId = useFollowedImportJobId();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md" closeLabel={T.close}>
        <DialogTitle>{T.title}</DialogTitle>
        {open &&
          (jobId ? (
            <JobPanel key={jobId} jobId={jobId} onClose={() => onOpenChange(false)} />
          ) : (
            <ChooseArchive />
          ))}
      </DialogContent>
    </Dialog>
  );
}

/** What a failed start says: the server's words for a refused archive or a 409, else ours. */
/**
 * A report line's or a stopped job's words from the server (contract/archive-import.ts) in the
 * cook's language; words it does not know are shown as they came.
 */
export function serverWordsText(detail: string): string {
  const fixed: Record<string, string> = {
    [ARCHIVE_IMAGE_NOT_IMAGE]: T.details.imageNotImage,
    [ARCHIVE_IMAGE_UNREADABLE]: T.details.imageUnreadable,
    [ARCHIVE_IMAGE_QUOTA]: T.details.imageQuota,
    [IMPORT_JOB_INTERRUPTED]: T.details.jobInterrupted,
    [IMPORT_JOB_FAILED]: T.details.jobFailed,
  };
  if (detail in fixed) return fixed[detail]!;
  const count = (match: RegExpExecArray) => formatNumber(Number(match[1]!.replace(/,/g, '')));
  const library =
    /^Your library can hold at most ([\d,]+) recipes; this one was not stored\.$/.exec(detail);
  if (library) return T.details.libraryFull(count(library));
  const collections =
    /^You have ([\d,]+) collections, the most there can be; the recipe was added to no new one\.$/.exec(
      detail,
    );
  if (collections) return T.details.collectionsFull(count(collections));
  return detail;
}

function startErrorText(error: unknown): string {
  if (isNetworkError(error)) return T.errors.network;
  if (!isApiError(error)) return T.errors.failed;
  if (error.status === 429) return T.errors.tooMany;
  const detail = (error.body as { detail?: unknown } | undefined)?.detail;
  if (detail === IMPORT_JOB_RUNNING) return T.errors.jobRunning;
  const type = Array.isArray(detail) ? (detail[0] as { type?: unknown } | undefined)?.type : null;
  if (typeof type === 'string' && type in T.refused) return T.refused[type as ArchiveFailure];
  return serverDetailOr(error, T.errors.failed);
}

function ChooseArchive() {
  const [file, setFile] = useState<File | null>(null);
  const [duplicates, setDuplicates] = useState<DuplicatesChoice>('skip');
  const [missing, setMissing] = useState(false);
  const starting = useStartArchiveImport();
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const busy = starting.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissing(true);
      return;
    }
    starting.mutate({ file, duplicates });
  };

  const error = missing ? T.missingFile : starting.isError ? startErrorText(starting.error) : null;

  return (
    <form onSubmit={submit} noValidate className="mt-1 flex flex-col gap-4">
      <DialogDescription>{T.description}</DialogDescription>
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-ink" id={`${id}-file`}>
          {T.fileLabel}
        </span>
        <input
          ref={fileInput}
          type="file"
          accept={FILE_TYPES}
          aria-labelledby={`${id}-file`}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setMissing(false);
            starting.reset();
          }}
        />
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => fileInput.current?.click()}
          className="max-w-full self-start"
          aria-describedby={`${id}-file-hint`}
        >
          <FileUp aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span className="truncate">{file ? file.name : T.chooseFile}</span>
        </Button>
        <p id={`${id}-file-hint`} className="text-xs text-muted">
          {T.fileHint}
        </p>
      </div>
      <fieldset className="flex flex-col gap-2" disabled={busy}>
        <legend className="mb-1.5 text-sm font-medium text-ink">{T.duplicatesLegend}</legend>
        {(['skip', 'keep'] as const).map((value) => (
          <label
            key={value}
            htmlFor={`${id}-${value}`}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg p-2 text-sm font-medium text-ink ring-1 ring-stone-200 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
          >
            <input
              id={`${id}-${value}`}
              type="radio"
              name={`${id}-duplicates`}
              value={value}
              checked={duplicates === value}
              onChange={() => setDuplicates(value)}
              className="h-4 w-4 accent-brand-600"
            />
            {T[value]}
          </label>
        ))}
      </fieldset>
      {error && <ErrorNote message={error} />}
      <DialogFooter className="mt-0">
        <Button type="submit" disabled={busy}>
          {busy ? T.uploading : error && !missing ? T.retry : T.start}
        </Button>
      </DialogFooter>
    </form>
  );
}

function ErrorNote({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm break-words text-danger"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      {message}
    </p>
  );
}

function JobPanel({ jobId, onClose }: { jobId: string; onClose: () => void }) {
  const query = useImportJob(jobId);
  const job = query.data;
  if (query.isError && !job)
    return (
      <div className="mt-3 flex flex-col gap-3">
        <ErrorNote message={serverDetailOr(query.error, T.errors.loadFailed)} />
        <DialogFooter className="mt-0">
          <Button variant="secondary" onClick={() => storeImportJobId(null)}>
            {T.importAnother}
          </Button>
          <Button onClick={() => void query.refetch()}>{T.retry}</Button>
        </DialogFooter>
      </div>
    );
  if (!job)
    return (
      <p role="status" className="mt-3 text-sm text-muted">
        {T.starting}
      </p>
    );
  if (isJobActive(job)) return <JobProgress job={job} />;
  return <JobReport job={job} onClose={onClose} />;
}

function JobProgress({ job }: { job: ImportJob }) {
  const cancelling = useCancelImportJob(job.id);
  const progress = T.progress(job.done, job.total);
  return (
    <div className="mt-3 flex flex-col gap-3">
      <Progress value={job.done} max={job.total} label={T.progressLabel} valueText={progress} />
      <p className="text-sm font-medium text-ink tabular-nums" aria-live="polite">
        {progress}
      </p>
      <p className="min-h-5 truncate text-sm text-muted">
        {job.current_title ? T.current(job.current_title) : T.starting}
      </p>
      <p className="text-xs text-muted">{T.keepsRunning}</p>
      {cancelling.isError && <ErrorNote message={T.cancelFailed} />}
      <DialogFooter className="mt-0">
        <Button
          variant="secondary"
          disabled={cancelling.isPending}
          onClick={() => cancelling.mutate()}
        >
          {cancelling.isPending ? T.cancelling : T.cancel}
        </Button>
      </DialogFooter>
    </div>
  );
}

const COUNT_KEYS = ['imported', 'skipped', 'failed', 'not_imported'] as const;

function outcomeText(item: ImportJobItem): string {
  if (item.outcome === 'imported' && item.duplicate_of !== null) return T.outcomes.kept;
  return T.outcomes[item.outcome];
}

function JobReport({ job, onClose }: { job: ImportJob; onClose: () => void }) {
  const heading =
    job.status === 'done' ? T.finished : job.status === 'cancelled' ? T.cancelled : T.stopped;
  const finish = () => {
    storeImportJobId(null);
    onClose();
  };
  return (
    <div className="mt-3 flex min-h-0 flex-col gap-3">
      <p role="status" className="flex items-center gap-2 font-semibold text-brand-700">
        <CircleCheck aria-hidden="true" className="h-5 w-5" />
        {heading}
      </p>
      {job.error && <ErrorNote message={serverWordsText(job.error)} />}
      <ul aria-label={T.countsLabel} className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
        {COUNT_KEYS.map((key) => (
          <li key={key} className="tabular-nums">
            {T.counts[key](job.counts[key])}
          </li>
        ))}
      </ul>
      <ul
        aria-label={T.reportLabel}
        // A long report scrolls inside the dialog; keyboard users reach it to scroll it.
        tabIndex={job.report.length > 6 ? 0 : undefined}
        className="flex max-h-72 flex-col divide-y divide-stone-100 overflow-y-auto rounded-lg ring-1 ring-stone-200 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {job.report.map((item) => (
          <li key={item.index} className="flex flex-col gap-0.5 px-3 py-2 text-sm">
            {item.outcome === 'imported' && item.recipe_id !== null ? (
              <Link
                to={`/app/recipe/${item.recipe_id}`}
                onClick={onClose}
                className="font-medium break-words text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {item.title}
              </Link>
            ) : (
              <span className="font-medium break-words text-ink">{item.title}</span>
            )}
            <span className={`text-xs ${item.outcome === 'failed' ? 'text-danger' : 'text-muted'}`}>
              {outcomeText(item)}
              {item.detail ? ` — ${serverWordsText(item.detail)}` : ''}
            </span>
          </li>
        ))}
      </ul>
      <DialogFooter className="mt-0">
        <Button variant="secondary" onClick={() => storeImportJobId(null)}>
          {T.importAnother}
        </Button>
        <Button onClick={finish}>{T.done}</Button>
      </DialogFooter>
    </div>
  );
}
