import { Download, Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/components/ui/button';
import { useExportLibrary } from '#src/features/recipes/api/import-export';
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

/**
 * The library's "Import recipes" (opens the import dialog) and "Export library" (downloads every
 * saved recipe as one JSON-LD file) buttons.
 */
export function LibraryTransfer({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [importing, setImporting] = useState(defaultOpen);
  // Mounted from the first opening on, so closing plays out and reopening is instant.
  const [mounted, setMounted] = useState(defaultOpen);
  const exporting = useExportLibrary();
  const prefetch = () => void importDialog.load().catch(() => {});
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
      {mounted && <LazyImportDialog open={importing} onOpenChange={setImporting} />}
    </div>
  );
}
