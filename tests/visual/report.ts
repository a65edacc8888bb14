import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  BASELINE_DIR,
  CLUSTER_WINDOW,
  REPORT_DIR,
  RESULTS_DIR,
  diffPath,
  previousPath,
  type VisualResult,
} from './visual';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Every result the workers of this run wrote. */
export function readResults(): VisualResult[] {
  if (!existsSync(RESULTS_DIR)) return [];
  return readdirSync(RESULTS_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(RESULTS_DIR, file), 'utf8')) as VisualResult)
    .sort((a, b) => `${a.title}/${a.name}`.localeCompare(`${b.title}/${b.name}`));
}

const FAILING = new Set(['missing', 'different', 'size']);

function failureCard(result: VisualResult) {
  const file = `${basename(result.id.replace(/[^a-z0-9._-]/gi, '_'))}.png`;
  const label =
    result.status === 'missing'
      ? 'no baseline yet (npm run test:visual:review to accept it)'
      : result.status === 'updated'
        ? `baseline replaced by this run: ${result.diffPixels} pixels differed`
        : result.status === 'size'
          ? `size changed: baseline ${result.baselineSize?.join('x')}, now ${result.actualSize?.join('x')}`
          : `${result.diffPixels} of ${result.totalPixels} pixels differ, at most ${result.cluster ?? 0} in one ${CLUSTER_WINDOW}×${CLUSTER_WINDOW} area`;
  const img = (src: string, caption: string) =>
    `<figure><figcaption>${caption}</figcaption><a href="${src}"><img src="${src}" alt="${caption} of ${escapeHtml(result.id)}" loading="lazy"></a></figure>`;
  const images = [
    // The baseline as it was before this run (an update or a review may have replaced the live file).
    result.status !== 'missing'
      ? img(
          existsSync(previousPath(result.id)) ? `baseline/${file}` : `../baselines/${file}`,
          'Baseline',
        )
      : '',
    result.status === 'updated'
      ? img(`../baselines/${file}`, 'New baseline')
      : img(`actual/${file}`, 'Actual'),
    existsSync(diffPath(result.id)) ? img(`diff/${file}`, 'Diff') : '',
  ].join('');
  return `<section id="${escapeHtml(result.id)}"><h2>${escapeHtml(result.title)} / ${escapeHtml(result.name)}</h2>
<p><code>${escapeHtml(result.id)}</code> — ${escapeHtml(label)}</p><div class="row">${images}</div></section>`;
}

/** Writes tests/visual/report/index.html: the differing stories first, then a list of the rest. */
export function writeReport(results: VisualResult[], orphans: string[]) {
  const failing = results.filter((r) => FAILING.has(r.status));
  const updated = results.filter((r) => r.status === 'updated');
  const others = results.filter((r) => !FAILING.has(r.status) && r.status !== 'updated');
  const count = (status: string) => results.filter((r) => r.status === status).length;
  const summary = `${results.length} stories captured: ${count('passed')} unchanged, ${count('different') + count('size')} different, ${count('missing')} without baseline, ${count('created')} baselines created, ${count('updated')} baselines updated.`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual regression report</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#1c1917}
h1{font-size:20px} h2{font-size:16px;margin:0 0 4px}
section{border:1px solid #e7e5e4;border-radius:8px;padding:12px;margin:16px 0}
.row{display:flex;gap:12px;align-items:flex-start;overflow-x:auto}
figure{margin:0} figcaption{font-weight:600;margin-bottom:4px}
img{max-width:420px;border:1px solid #d6d3d1;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
.ok{color:#15803d} .bad{color:#b91c1c}
</style></head><body>
<h1>Visual regression report</h1>
<p class="${failing.length ? 'bad' : 'ok'}">${escapeHtml(summary)}</p>
${failing.length ? `<h2 class="bad">Differing stories (${failing.length})</h2>${failing.map(failureCard).join('\n')}` : '<p class="ok">No story differs from its baseline.</p>'}
${updated.length ? `<h2>Baselines replaced by this run (${updated.length})</h2>${updated.map(failureCard).join('\n')}` : ''}
${orphans.length ? `<h2>Baselines without a captured story (${orphans.length})</h2><ul>${orphans.map((o) => `<li><code>${escapeHtml(o)}</code></li>`).join('')}</ul>` : ''}
<h2>Other stories (${others.length})</h2>
<ul>${others.map((r) => `<li>${escapeHtml(r.title)} / ${escapeHtml(r.name)} — ${r.status}${r.diffPixels ? ` (${r.diffPixels} px, largest cluster ${r.cluster ?? 0} px, within tolerance)` : ''}</li>`).join('')}</ul>
</body></html>
`;
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(join(REPORT_DIR, 'index.html'), html);
  return { summary, failing: failing.length };
}

/** Baseline files (by story id) in tests/visual/baselines. */
export const baselineIds = () =>
  existsSync(BASELINE_DIR)
    ? readdirSync(BASELINE_DIR)
        .filter((file) => file.endsWith('.png'))
        .map((file) => file.slice(0, -'.png'.length))
    : [];
