import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Worker } from 'node:worker_threads';
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
/** A story fails when more than this many of its pixels differ, however large the page. */
export const MAX_DIFF_PIXELS = 100;
/** Side of the square window in which changed pixels count as one cluster. */
export const CLUSTER_WINDOW = 16;
/**
 * A story fails when more than this many changed pixels fall into one window, even under the cap:
 * a changed icon, glyph or border is a compact cluster, while rendering noise is scattered single
 * pixels (pixelmatch already leaves anti-aliased pixels out).
 */
export const MAX_CLUSTER_PIXELS = 8;

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
  /** The most changed pixels inside one CLUSTER_WINDOW square. */
  cluster?: number;
  baselineSize?: [number, number];
  actualSize?: [number, number];
}

/**
 * Applied only while the screenshot is taken, on top of Playwright's own `animations: 'disabled'`
 * (which fast-forwards finite animations and transitions to their end and resets infinite ones):
 * no transitions, no smooth scrolling, no blinking caret, no focus rings, no scrollbars, no resize
 * grips.
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
/* A textarea's resize grip is drawn by Chromium itself, one pixel apart between its builds. */
::-webkit-resizer { display: none !important; }
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
    // Lazy images below the fold load when a full-page capture happens to reach them, or never:
    // every image is loaded and decoded before the picture (at most 5 s; a broken one counts as done).
    const images = Array.from(document.images);
    for (const img of images) if (img.loading === 'lazy') img.loading = 'eager';
    await Promise.race([
      Promise.allSettled(images.map((img) => img.decode())),
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
    // Two frames: layout and paint caused by the last image or font have happened. A page Chromium
    // counts as hidden (after a download) gets no frames: then 100 ms, never a hang.
    await new Promise((resolve) => {
      requestAnimationFrame(() => requestAnimationFrame(resolve));
      setTimeout(resolve, 100);
    });
  });
}

/**
 * Scrolls the page to the top and waits until it stays there for three frames: an instant scroll
 * ends a smooth one still under way, but one started just before (by a focus) can move it again.
 */
async function toTop(page: Page) {
  await page.evaluate(async () => {
    // A page Chromium counts as hidden (after a download) gets no animation frames: then 100 ms.
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    const deadline = performance.now() + 5000;
    for (let still = 0; still < 3 && performance.now() < deadline;) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      await frame();
      still = window.scrollX === 0 && window.scrollY === 0 ? still + 1 : 0;
    }
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
    const options = {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      style: FREEZE_CSS,
    } as const;
    if (!dialogOnly) {
      // The whole page is in the picture wherever it is scrolled, but fixed parts (the app's sidebar,
      // the step bar) sit where the scroll left them, and a play function's last focus() may still be
      // scrolling the page smoothly (html { scroll-behavior: smooth }). The picture is taken from the top.
      await toTop(page);
      return await page.screenshot({ ...options, fullPage: true });
    }
    const dialog = page.locator('[role="dialog"], [role="alertdialog"]').last();
    // Focusing a field scrolls the page behind the modal (and a tall dialog itself) by a few pixels,
    // differently from run to run; the clip is then measured off the fixed dialog. Both go to the top.
    await dialog.evaluate((element) => {
      for (const node of [element, ...element.querySelectorAll('*')]) node.scrollTop = 0;
    });
    await toTop(page);
    return await dialog.screenshot(options);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

/**
 * Characters on the page that no installed font can draw (Chromium then draws an empty box, "tofu"):
 * each distinct non-ASCII character is drawn on a canvas in the page's font and compared with a
 * private-use character that no font has. A picture with tofu is never accepted as a baseline.
 */
export async function missingGlyphs(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const text = document.body.innerText;
    const chars = new Set(
      Array.from(text).filter((c) => c.codePointAt(0)! > 0x7f && !/[\p{M}\p{Cf}\p{Z}\s]/u.test(c)),
    );
    if (!chars.size) return [];
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 40;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    context.font = `28px ${getComputedStyle(document.body).fontFamily}`;
    context.textBaseline = 'top';
    const draw = (c: string) => {
      context.clearRect(0, 0, 40, 40);
      context.fillText(c, 4, 4);
      return context.getImageData(0, 0, 40, 40).data.join(',');
    };
    const tofu = new Set([draw('\uE000'), draw('\u{10FFFD}')]);
    return [...chars].filter((c) => tofu.has(draw(c)));
  });
}

const fileSafe = (id: string) => id.replace(/[^a-z0-9._-]/gi, '_');
export const baselinePath = (id: string) => join(BASELINE_DIR, `${fileSafe(id)}.png`);
export const actualPath = (id: string) => join(REPORT_DIR, 'actual', `${fileSafe(id)}.png`);
export const diffPath = (id: string) => join(REPORT_DIR, 'diff', `${fileSafe(id)}.png`);
/** The baseline as it was before the run, kept beside actual and diff for the report and review. */
export const previousPath = (id: string) => join(REPORT_DIR, 'baseline', `${fileSafe(id)}.png`);
const resultPath = (id: string) => join(RESULTS_DIR, `${fileSafe(id)}.json`);

function save(path: string, data: Buffer) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, data);
}

/**
 * The most changed pixels in any `size`×`size` window of a width×height mask (1 = changed),
 * by a summed-area table: every window position is looked at, so a cluster is never split by a grid.
 */
export function largestCluster(
  mask: Uint8Array,
  width: number,
  height: number,
  size = CLUSTER_WINDOW,
) {
  const w = width + 1;
  const sums = new Int32Array(w * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += mask[y * width + x]!;
      sums[(y + 1) * w + x + 1] = sums[y * w + x + 1]! + row;
    }
  }
  const sx = Math.min(size, width);
  const sy = Math.min(size, height);
  let best = 0;
  for (let y = sy; y <= height; y++) {
    for (let x = sx; x <= width; x++) {
      const count =
        sums[y * w + x]! -
        sums[(y - sy) * w + x]! -
        sums[y * w + x - sx]! +
        sums[(y - sy) * w + x - sx]!;
      if (count > best) best = count;
    }
  }
  return best;
}

/** Why a same-size comparison fails, or undefined when it passes. */
export function judge(diffPixels: number, cluster: number) {
  if (diffPixels > MAX_DIFF_PIXELS) return 'pixels' as const;
  if (cluster > MAX_CLUSTER_PIXELS) return 'cluster' as const;
  return undefined;
}

/**
 * Compares two PNGs; returns the number of differing pixels (anti-aliasing left out), the largest
 * cluster of them and, when any differ, the diff image (changed pixels red over a faded picture).
 */
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
  let cluster = 0;
  if (diffPixels > 0) {
    // pixelmatch draws a changed pixel pure red; faded pixels are grey (r = g = b), anti-aliased yellow.
    const mask = new Uint8Array(a.width * a.height);
    for (let i = 0; i < mask.length; i++) {
      const p = i * 4;
      mask[i] = diff.data[p] === 255 && diff.data[p + 1] === 0 && diff.data[p + 2] === 0 ? 1 : 0;
    }
    cluster = largestCluster(mask, a.width, a.height);
  }
  return {
    sameSize: true as const,
    a,
    b,
    diffPixels,
    cluster,
    diff,
    identical: a.data.equals(b.data),
  };
}

/** What a comparison returns across the worker boundary: sizes, counts and the encoded diff picture. */
export type Comparison =
  | { sameSize: false; baselineSize: [number, number]; actualSize: [number, number] }
  | {
      sameSize: true;
      diffPixels: number;
      cluster: number;
      identical: boolean;
      /** The diff picture as PNG, when any pixel differs. */
      diff?: Uint8Array;
    };

/** `compare` reduced to what crosses a thread: no decoded pictures. */
export function comparePictures(baseline: Buffer, actual: Buffer): Comparison {
  const result = compare(baseline, actual);
  if (!result.sameSize)
    return {
      sameSize: false,
      baselineSize: [result.a.width, result.a.height],
      actualSize: [result.b.width, result.b.height],
    };
  const { diffPixels, cluster, identical } = result;
  return {
    sameSize: true,
    diffPixels,
    cluster,
    identical,
    ...(identical ? {} : { diff: PNG.sync.write(result.diff) }),
  };
}

/**
 * Compares in a worker thread: inside the Jest sandbox the story runner lives in, decoding and
 * comparing one tall page took 6-10 s (in plain Node 0.3 s), enough to push a busy machine's
 * stories past their timeout.
 */
function compareInWorker(baseline: string, shot: Buffer) {
  return new Promise<Comparison>((resolve, reject) => {
    const worker = new Worker(join(VISUAL_DIR, 'compare-worker.ts'), {
      workerData: { baseline, shot },
    });
    worker.once('message', (result: Comparison) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`visual comparison worker exited with code ${code}`));
    });
  });
}

/** A PNG's size from its header (IHDR: width and height at bytes 16 and 20). */
const pngSize = (png: Buffer): [number, number] => [png.readUInt32BE(16), png.readUInt32BE(20)];

/**
 * Captures the story and compares it with its baseline (or writes the baseline in update mode).
 * Returns an error message when the story fails the visual check, else undefined.
 */
export async function checkStory(page: Page, story: StoryInfo, mode: Exclude<VisualMode, 'off'>) {
  const shot = await capture(page, story.tags?.includes(DIALOG_TAG));
  const tofu = await missingGlyphs(page);
  if (tofu.length) {
    const list = tofu
      .map((c) => `${c} U+${c.codePointAt(0)!.toString(16).toUpperCase()}`)
      .join(', ');
    return `visual: "${story.title} / ${story.name}" shows characters no installed font can draw (${list}): install the fonts .ci/run installs (fonts-liberation, fonts-noto-color-emoji); no picture was taken.`;
  }
  const base = baselinePath(story.id);
  const record = (result: Omit<VisualResult, 'id' | 'title' | 'name'>) => {
    const entry: VisualResult = { id: story.id, title: story.title, name: story.name, ...result };
    save(resultPath(story.id), Buffer.from(JSON.stringify(entry, null, 2)));
  };
  const [width, height] = pngSize(shot);
  const totalPixels = width * height;

  if (!existsSync(base)) {
    if (mode === 'update') {
      save(base, shot);
      record({ status: 'created', diffPixels: 0, totalPixels });
      return undefined;
    }
    save(actualPath(story.id), shot);
    record({ status: 'missing', diffPixels: 0, totalPixels });
    return `visual: no baseline for "${story.title} / ${story.name}" (${relative(process.cwd(), base)}). Review it with npm run test:visual:review (or accept all with npm run test:visual:update).`;
  }

  // Chromium encodes the same pixels to the same PNG bytes: an unchanged story needs no decoding
  // (most of them, and a worker's start and two decodes are ~0.25 s a story).
  const baseline = readFileSync(base);
  if (baseline.equals(shot)) {
    record({ status: 'passed', diffPixels: 0, cluster: 0, totalPixels });
    return undefined;
  }
  const result = await compareInWorker(base, shot);
  if (!result.sameSize) {
    const { baselineSize, actualSize } = result;
    save(previousPath(story.id), baseline);
    if (mode === 'update') {
      save(base, shot);
      record({ status: 'updated', diffPixels: totalPixels, totalPixels, baselineSize, actualSize });
      return undefined;
    }
    save(actualPath(story.id), shot);
    record({ status: 'size', diffPixels: totalPixels, totalPixels, baselineSize, actualSize });
    return `visual: size changed for "${story.title} / ${story.name}": baseline ${baselineSize.join('x')}, now ${actualSize.join('x')}. See tests/visual/report/index.html; review with npm run test:visual:review.`;
  }

  const { diffPixels, cluster, diff } = result;
  const keepDiff = () => diff && save(diffPath(story.id), Buffer.from(diff));
  if (mode === 'update') {
    // Rewrite only real changes so re-accepting an unchanged suite leaves git clean.
    if (!result.identical) {
      save(previousPath(story.id), baseline);
      keepDiff();
      save(base, shot);
    }
    record({ status: result.identical ? 'passed' : 'updated', diffPixels, cluster, totalPixels });
    return undefined;
  }
  const failure = judge(diffPixels, cluster);
  if (failure) {
    save(actualPath(story.id), shot);
    keepDiff();
    save(previousPath(story.id), baseline);
    record({ status: 'different', diffPixels, cluster, totalPixels });
    const why =
      failure === 'pixels'
        ? `${diffPixels} pixels differ (at most ${MAX_DIFF_PIXELS} may)`
        : `${cluster} changed pixels in one ${CLUSTER_WINDOW}×${CLUSTER_WINDOW} area (at most ${MAX_CLUSTER_PIXELS} may; ${diffPixels} in all)`;
    return `visual: "${story.title} / ${story.name}" changed: ${why}. See tests/visual/report/index.html; review with npm run test:visual:review.`;
  }
  record({ status: 'passed', diffPixels, cluster, totalPixels });
  return undefined;
}
