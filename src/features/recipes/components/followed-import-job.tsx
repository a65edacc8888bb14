import { useFollowedImportJobId } from '#src/features/recipes/api/import-job-store';
import { lazyCode, lazyComponent } from '#src/lib/lazy-code';

/** The line of a followed import loads only when there is one (after a reload, or the dialog). */
const jobLine = lazyCode(() => import('./import-job-line'));

const LazyImportJobLine = lazyComponent(jobLine, (module) => module.ImportJobLine);

/**
 * The line of the archive import this tab follows, if any: with the store that remembers it, a
 * chunk the library loads after the page (library-transfer.tsx), as the line itself.
 */
export function FollowedImportJob({ onOpen }: { onOpen: () => void }) {
  const jobId = useFollowedImportJobId();
  return jobId ? <LazyImportJobLine jobId={jobId} onOpen={onOpen} /> : null;
}
