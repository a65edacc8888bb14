import { rmSync } from 'node:fs';
import { baselineIds, readResults, writeReport } from './report';
import { baselinePath, isSkipped, visualMode } from './visual';

interface IndexEntry {
  id: string;
  type: string;
  tags?: string[];
}

/** Story ids the visual run would capture, from the served Storybook's index (undefined when unreachable). */
async function capturableIds(): Promise<Set<string> | undefined> {
  const url = process.env.TARGET_URL;
  if (!url) return undefined;
  try {
    const index = (await (
      await fetch(new URL('index.json', url.endsWith('/') ? url : `${url}/`))
    ).json()) as {
      entries: Record<string, IndexEntry>;
    };
    return new Set(
      Object.values(index.entries)
        .filter(
          (entry) =>
            entry.type === 'story' && (entry.tags ?? []).includes('test') && !isSkipped(entry.tags),
        )
        .map((entry) => entry.id),
    );
  } catch {
    return undefined;
  }
}

/**
 * Jest global teardown of the story runner: assembles the visual report from the workers' results,
 * lists baselines whose story is gone (and deletes them when accepting), and prints a summary.
 */
export default async function globalTeardown() {
  const mode = visualMode();
  if (mode === 'off') return;
  const stories = await capturableIds();
  const orphans = stories ? baselineIds().filter((id) => !stories.has(id)) : [];
  if (mode === 'update') for (const id of orphans) rmSync(baselinePath(id));
  const { summary, failing } = writeReport(readResults(), mode === 'update' ? [] : orphans);
  const removed =
    mode === 'update' && orphans.length
      ? ` Removed ${orphans.length} baselines of stories that no longer exist.`
      : '';
  const stale =
    mode === 'check' && orphans.length
      ? ` ${orphans.length} baselines belong to no story (npm run test:visual:update removes them).`
      : '';
  console.log(`\nVisual regression: ${summary}${removed}${stale}`);
  if (failing)
    console.log('Report with baseline, actual and diff images: tests/visual/report/index.html');
}
