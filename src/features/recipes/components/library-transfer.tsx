import { Archive, Download, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { statusOf } from '#src/api/errors';
import { Button } from '#src/components/ui/button';
import { useExportLibrary } from '#src/features/recipes/api/import-export';
import {
  isJobActive,
  storeImportJobId,
  useFollowedImportJobId,
  useImportJob,
} from '#src/features/recipes/api/import-jobs';
import { RECIPE_TEXTS } from '#src/features/recipes/texts';
import { lazyCode, lazyComponent } from '#src/lib/lazy-code';

const TEXTS = RECIPE_TEXTS.transfer;

/**
 * The import dialog (its tabs, the text reader, the import form) is a chunk of its own: the library
 * pays for it only once a cook opens it. Pointing at or focusing the button starts the load, so it
 * is usually there by the click.
 */
const importDialog = lazyCode(() => import('./import-dialog'));

const LazyImportDialog = lazyComponent(importDialog, (module) => module.ImportDialog);

/** "Import from another app" (the archive import's dialog) is a chunk of its own as well. */
const archiveDialog = lazyCode(() => import('./archive-import-dialog'));

const LazyArchiveDialog = lazyComponent(archiveDialog, (module) => module.ArchiveImportDialog);

const ARCHIVE = RECIPE_TEXTS.archive;

/**
 * The archive import this tab follows, as one line: "Importing 12 of 240…" while it runs, a link
 * to its report once it has ended; either opens the dialog. A job the server no longer knows
 * (404: another account, or finished more than 7 days ago) is forgotten.
 */
function ImportJobLine({ jobId, onOpen }: { jobId: string; onOpen: () => void }) {
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
      {isJobActive(job) ? ARCHIVE.lineRunning(job.done, job.total) : ARCHIVE.lineEnded}
    </button>
  );
}

/**
 * The library's "Import recipes" (opens the import dialog), "Import from another app" (the
 * archive import) and "Export library" (downloads every saved recipe as one JSON-LD file) buttons,
 * and the line of an archive import that is running.
 */
export function LibraryTransfer({
  defaultOpen = false,
  defaultArchiveOpen = false,
}: {
  defaultOpen?: boolean;
  /** Stories only: the archive import's dialog is open. */
  defaultArchiveOpen?: boolean;
}) {
  const [importing, setImporting] = useState(defaultOpen);
  // Mounted from the first opening on, so closing plays out and reopening is instant.
  const [mounted, setMounted] = useState(defaultOpen);
  const [archiveOpen, setArchiveOpen] = useState(defaultArchiveOpen);
  const [archiveMounted, setArchiveMounted] = useState(defaultArchiveOpen);
  const jobId = useFollowedImportJobId();
  const exporting = useExportLibrary();
  const prefetch = () => void importDialog.load().catch(() => {});
  const prefetchArchive = () => void archiveDialog.load().catch(() => {});
  const openArchive = () => {
    setArchiveMounted(true);
    setArchiveOpen(true);
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-haspopup="dialog"
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onClick={() => {
            setMounted(true);
            setImporting(true);
          }}
        >
          <Upload aria-hidden="true" className="h-4 w-4" />
          {TEXTS.importOpen}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-haspopup="dialog"
          onPointerEnter={prefetchArchive}
          onFocus={prefetchArchive}
          onClick={openArchive}
        >
          <Archive aria-hidden="true" className="h-4 w-4" />
          {ARCHIVE.open}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={exporting.isPending}
          onClick={() => exporting.mutate()}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {exporting.isPending ? TEXTS.exportingLibrary : TEXTS.exportLibrary}
        </Button>
      </div>
      {exporting.isError && (
        <p role="alert" className="text-sm text-danger">
          {TEXTS.exportFailed}
        </p>
      )}
      {jobId && <ImportJobLine jobId={jobId} onOpen={openArchive} />}
      {mounted && <LazyImportDialog open={importing} onOpenChange={setImporting} />}
      {archiveMounted && <LazyArchiveDialog open={archiveOpen} onOpenChange={setArchiveOpen} />}
    </div>
  );
}
