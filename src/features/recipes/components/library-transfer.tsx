import { Download, Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/components/ui/button';
import { useExportLibrary } from '#src/features/recipes/api/import-export';
import { ImportDialog, IMPORT_TEXTS } from './import-dialog';

/**
 * The library's "Import recipes" (opens the import dialog) and "Export library" (downloads every
 * saved recipe as one JSON-LD file) buttons.
 */
export function LibraryTransfer({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [importing, setImporting] = useState(defaultOpen);
  const exporting = useExportLibrary();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-haspopup="dialog"
          onClick={() => setImporting(true)}
        >
          <Upload aria-hidden="true" className="h-4 w-4" />
          {IMPORT_TEXTS.importOpen}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={exporting.isPending}
          onClick={() => exporting.mutate()}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {exporting.isPending ? IMPORT_TEXTS.exportingLibrary : IMPORT_TEXTS.exportLibrary}
        </Button>
      </div>
      {exporting.isError && (
        <p role="alert" className="text-sm text-danger">
          {IMPORT_TEXTS.exportFailed}
        </p>
      )}
      <ImportDialog open={importing} onOpenChange={setImporting} />
    </div>
  );
}
