import { useMutation } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/components/ui/button';
import { LIBRARY_TEXTS } from '#src/features/recipes/library-texts';
import { RECIPE_LIST_TEXTS } from '#src/features/recipes/list-texts';
import { lazyCode, lazyComponent } from '#src/lib/lazy-code';

const TEXTS = LIBRARY_TEXTS.transfer;

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

/**
 * The line of a followed import (and the store that remembers it) loads after the page; the line's
 * own code only when there is one (after a reload, or the dialog).
 */
const FollowedImportJob = lazyComponent(
  lazyCode(() => import('./followed-import-job')),
  (module) => module.FollowedImportJob,
);

/** "Export library"'s call and download (the import/export API) load on the click, not with the page. */
const exportLibrary = () =>
  import('#src/features/recipes/api/import-export').then((module) => module.exportLibrary());

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
  const exporting = useMutation({ mutationFn: exportLibrary });
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
          <Upload aria-hidden="true" className="h-4 w-4" />
          {TEXTS.archiveOpen}
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
          {RECIPE_LIST_TEXTS.transfer.exportFailed}
        </p>
      )}
      <FollowedImportJob onOpen={openArchive} />
      {mounted && <LazyImportDialog open={importing} onOpenChange={setImporting} />}
      {archiveMounted && <LazyArchiveDialog open={archiveOpen} onOpenChange={setArchiveOpen} />}
    </div>
  );
}
