import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'playwright';

/** Where baselines (committed) and the run's report (ignored by git) live. */
export const VISUAL_DIR = join(process.cwd(), 'tests', 'visual');
export const BASELINE_DIR = join(VISUAL_DIR, 'baselines');
export const REPORT_DIR = join(VISUAL_DIR, 'report');
export const RESULTS_DIR = join(REPORT_DIR, 'results');

/** pixelmatch's per-pixel colour distance (0..1): anti-aliasing noise stays below it. */
export const PIXEL_THRESHOLD = 0.1;
/** A story passes while at most this share of its pixels differ (0.1 %). */
export const MAX_DIFF_RATIO = 0.001;

/** Stories with these tags are not captured: flows end on moving screens, animated ones never hold still. */
export const SKIP_TAGS = ['flow', 'animated'] as const;

/**
 * Stories with this tag are captured as their open dialog only (the topmost `role="dialog"` or
 * `alertdialog`): a modal over a page taller than the viewport lands at a different place in each
 * full-page capture, and even a viewport capture moves by a few pixels with the page behind it.
 */
export const DIALOG_TAG = 'dialog-picture';

export type VisualMode = 'off' | 'check' | 'update';

/** VISUAL_UPDATE=1 accepts the new pictures, VISUAL=1 compares; without either no picture is taken. */
export function visualMode(env: NodeJS.ProcessEnv = process.env): VisualMode {
  if (env.VISUAL_UPDATE === '1' || env.VISUAL_UPDATE === 'true') return 'update';
  if (env.VISUAL === '1' || env.VISUAL === 'true') return 'check';
  return 'off';
}

export type VisualStatus = 'passed' | 'created' | 'updated' | 'missing' | 'different' | 'size';

/** One story's outcome, written as JSON so the report can be assembled after all workers finished. */
export interface VisualResult {
  id: string;
  title: string;
  name: string;
  status: VisualStatus;
  diffPixels: number;
  totalPixels: number;
  baselineSize?: [number, number];
  actualSize?: [number, number];
}

/**
 * Applied only while the screenshot is taken, on top of Playwright's own `animations: 'disabled'`
 * (which fast-forwards finite animations and transitions to their end and resets infinite ones):
 * no transitions, no smooth scrolling, no blinking caret, no focus rings, no scrollbars.
 */
export const FREEZE_CSS = `
*, *::before, *::after {
  transition: none !important;
  caret-color: transparent !important;
}
/* Whether a clicked control shows its focus ring depends on Chromium's focus-visible heuristics,
   which vary between runs; keyboard focus is asserted by play functions and e2e, not by pixels. */
:focus, :focus-visible { outline-color: transparent !important; }
html { scroll-behavior: auto !important; }
::-webkit-scrollbar { display: none !important; }
`;

interface StoryInfo {
  id: string;
  title: string;
  name: string;
  tags?: string[];
}

/** Whether a story is excluded from visual regression by its tags. */
export const isSkipped = (tags: readonly string[] | undefined) =>
  (tags ?? []).some((tag) => (SKIP_TAGS as readonly string[]).includes(tag));

/** Waits until what the page shows depends on nothing in flight: web fonts, images, step animations. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pending = Array.from(document.images).filter((img) => !img.complete);
    await Promise.race([
      Promise.all(
        pending.map(
          (img) =>
            new Promise<void>((resolve) => {
              img.addEventListener('load', () => resolve(), { once: true });
              img.addEventListener('error', () => resolve(), { once: true });
            }),
        ),
      ),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]);
    // Step animations (LottieAnimation marks its state): wait until each holds its still frame,
    // so a cold chunk or JSON load does not decide what the picture shows.
    const deadline = performance.now() + 10_000;
    while (
      document.querySelector(
        '[data-animation][data-state="loading"], [data-animation][data-state="playing"]',
      ) &&
      performance.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Two frames: layout and paint caused by the last image or font have happened.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * Takes the story's screenshot at its viewport (the whole page height), or of its open dialog
 * alone, frozen and at 1 CSS pixel per pixel. While it is taken the page prefers reduced motion: every Lottie step animation then
 * holds its still frame (LottieAnimation honours the setting), whether or not the story paused it.
 */
export async function capture(page: Page, dialogOnly = false): Promise<Buffer> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await settle(page);
    const options = { animations: 'disabled', caret: 'hide', scale: 'css', style: FREEZE_CSS } as const;
    return dialogOnly
      ? await page.locator('[role="dialog"], [role="alertdialog"]').last().screenshot(options)
      : await page.screenshot({ ...options, fullPage: true });
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

const fileSafe = (id: string) => id.replace(/[^a-z0-9._-]/gi, '_');
export const baselinePath = (id: string) => join(BASELINE_DIR, `${fileSafe(id)}.png`);
export const actualPath = (id: string) => join(REPORT_DIR, 'actual', `${fileSafe(id)}.png`);
export const diffPath = (id: string) => join(REPORT_DIR, 'diff', `${fileSafe(id)}.png`);
const resultPath = (id: string) => join(RESULTS_DIR, `${fileSafe(id)}.json`);

function save(path: string, data: Buffer) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, data);
}

/** Compares two PNGs; returns the number of differing pixels and, when any differ, the diff image. */
export function compare(baseline: Buffer, actual: Buffer) {
  const a = PNG.sync.read(baseline);
  const b = PNG.sync.read(actual);
  if (a.width !== b.width || a.height !== b.height) {
    return { sameSize: false as const, a, b };
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const diffPixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, {
    threshold: PIXEL_THRESHOLD,
    diffMask: false,
  });
  return { sameSize: true as const, a, b, diffPixels, diff, identical: a.data.equals(b.data) };
}

/**
 * Captures the story and compares it with its baseline (or writes the baseline in update mode).
 * Returns an error message when the story fails the visual check, else undefined.
 */
export async function checkStory(page: Page, story: StoryInfo, mode: Exclude<VisualMode, 'off'>) {
  const shot = await capture(page, story.tags?.includes(DIALOG_TAG));
  const base = baselinePath(story.id);
  const record = (result: Omit<VisualResult, 'id' | 'title' | 'name'>) => {
    const entry: VisualResult = { id: story.id, title: story.title, name: story.name, ...result };
    save(resultPath(story.id), Buffer.from(JSON.stringify(entry, null, 2)));
  };
  const { width, height } = PNG.sync.read(shot);
  const totalPixels = width * height;

  if (!existsSync(base)) {
    if (mode === 'update') {
      save(base, shot);
      record({ status: 'created', diffPixels: 0, totalPixels });
      return undefined;
    }
    save(actualPath(story.id), shot);
    record({ status: 'missing', diffPixels: 0, totalPixels });
    return `No visual baseline for "${story.title} / ${story.name}" (${relative(process.cwd(), base)}). Run npm run test:visual:update to accept the current picture.`;
  }

  const result = compare(readFileSync(base), shot);
  if (!result.sameSize) {
    const baselineSize: [number, number] = [result.a.width, result.a.height];
    const actualSize: [number, number] = [result.b.width, result.b.height];
    if (mode === 'update') {
      save(base, shot);
      record({ status: 'updated', diffPixels: totalPixels, totalPixels, baselineSize, actualSize });
      return undefined;
    }
    save(actualPath(story.id), shot);
    record({ status: 'size', diffPixels: totalPixels, totalPixels, baselineSize, actualSize });
    return `Visual size changed for "${story.title} / ${story.name}": baseline ${baselineSize.join('x')}, now ${actualSize.join('x')}. See tests/visual/report/index.html; if intended, run npm run test:visual:update.`;
  }

  const ratio = result.diffPixels / totalPixels;
  if (mode === 'update') {
    // Rewrite only real changes so re-accepting an unchanged suite leaves git clean.
    if (!result.identical) save(base, shot);
    record({
      status: result.identical ? 'passed' : 'updated',
      diffPixels: result.diffPixels,
      totalPixels,
    });
    return undefined;
  }
  if (ratio > MAX_DIFF_RATIO) {
    save(actualPath(story.id), shot);
    save(diffPath(story.id), PNG.sync.write(result.diff));
    record({ status: 'different', diffPixels: result.diffPixels, totalPixels });
    return `Visual difference in "${story.title} / ${story.name}": ${result.diffPixels} of ${totalPixels} pixels (${(ratio * 100).toFixed(3)} %, allowed ${(MAX_DIFF_RATIO * 100).toFixed(1)} %). See tests/visual/report/index.html; if intended, run npm run test:visual:update.`;
  }
  record({ status: 'passed', diffPixels: result.diffPixels, totalPixels });
  return undefined;
}
