import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/components/ui/button';
import { RIGHTS_TEXTS } from '#src/features/account/rights-texts';
import { Outcome, RightsSection } from './rights-section';

const T = RIGHTS_TEXTS.data;

export interface DataExportSectionProps {
  /** Downloads the archive; resolves to the file name, rejects with the text to show. */
  onDownload: () => Promise<string>;
  downloading?: boolean;
}

/** Your data: one button that downloads everything as a zip archive (right of access and portability). */
export function DataExportSection({ onDownload, downloading = false }: DataExportSectionProps) {
  const [outcome, setOutcome] = useState<{ success?: string; error?: string }>({});
  const download = async () => {
    setOutcome({});
    try {
      setOutcome({ success: T.started(await onDownload()) });
    } catch (error) {
      setOutcome({ error: error instanceof Error ? error.message : T.failed });
    }
  };
  return (
    <RightsSection id="data" heading={T.heading} intro={T.intro}>
      <div className="flex flex-col items-start gap-3">
        <Button
          variant="secondary"
          onClick={() => void download()}
          disabled={downloading}
          aria-busy={downloading || undefined}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {downloading ? T.preparing : T.download}
        </Button>
        <div aria-live="polite" className="w-full empty:hidden">
          <Outcome success={outcome.success ?? null} error={outcome.error ?? null} />
        </div>
      </div>
    </RightsSection>
  );
}
