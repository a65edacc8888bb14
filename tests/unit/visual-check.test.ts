// The visual check's judge on made-up pictures: what a person would see fails, scattered
// rendering noise passes. The story runner applies it to every story in `npm run test:stories`.
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { checkOf, shortMessage } from '#tests/visual/story-reporter.mjs';
import {
  MAX_CLUSTER_PIXELS,
  MAX_DIFF_PIXELS,
  compare,
  judge,
  largestCluster,
} from '#tests/visual/visual.ts';

const WIDTH = 375;
const HEIGHT = 2000;

/** A white phone page with grey text-like bars; `paint` changes pixels to black. */
function page(paint: (set: (x: number, y: number) => void) => void = () => {}) {
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  png.data.fill(255);
  const set = (x: number, y: number, value = 0) => {
    const i = (y * WIDTH + x) * 4;
    png.data[i] = png.data[i + 1] = png.data[i + 2] = value;
  };
  for (let y = 40; y < HEIGHT; y += 40) for (let x = 16; x < 300; x++) set(x, y, 120);
  paint((x, y) => set(x, y));
  return PNG.sync.write(png);
}

function verdict(paint: (set: (x: number, y: number) => void) => void) {
  const result = compare(page(), page(paint));
  if (!result.sameSize) throw new Error('same size expected');
  return { ...result, failure: judge(result.diffPixels, result.cluster) };
}

describe('visual check', () => {
  it('passes an unchanged page', () => {
    expect(verdict(() => {}).failure).toBeUndefined();
  });

  it('fails 16 altered pixels in one 4×4 block, far under the pixel cap', () => {
    const result = verdict((set) => {
      for (let y = 500; y < 504; y++) for (let x = 200; x < 204; x++) set(x, y);
    });
    expect(result.diffPixels).toBe(16);
    expect(result.cluster).toBe(16);
    expect(result.failure).toBe('cluster');
  });

  it('fails a 40×30 block (1,200 pixels, 0.16 % of the page)', () => {
    const result = verdict((set) => {
      for (let y = 900; y < 930; y++) for (let x = 100; x < 140; x++) set(x, y);
    });
    expect(result.failure).toBe('pixels');
  });

  it('passes 16 pixels scattered over the page (noise)', () => {
    const result = verdict((set) => {
      for (let i = 0; i < 16; i++) set(20 + i * 20, 100 + i * 110);
    });
    expect(result.diffPixels).toBe(16);
    expect(result.cluster).toBe(1);
    expect(result.failure).toBeUndefined();
  });

  it('fails more scattered pixels than the cap', () => {
    const result = verdict((set) => {
      for (let i = 0; i <= MAX_DIFF_PIXELS; i++)
        set(5 + (i % 36) * 10, 60 + Math.floor(i / 36) * 300);
    });
    expect(result.diffPixels).toBe(MAX_DIFF_PIXELS + 1);
    expect(result.failure).toBe('pixels');
  });

  it('counts a cluster wherever it lies, across any grid line', () => {
    const mask = new Uint8Array(64 * 64);
    for (let y = 6; y < 10; y++) for (let x = 14; x < 18; x++) mask[y * 64 + x] = 1;
    expect(largestCluster(mask, 64, 64)).toBe(16);
    expect(MAX_CLUSTER_PIXELS).toBeLessThan(16);
  });
});

describe('story reporter', () => {
  it('names the check that failed', () => {
    expect(checkOf('Error: visual: "Screens/Login / Default" changed: 312 pixels differ')).toBe(
      'visual',
    );
    expect(checkOf('Error: a11y: 1 accessibility violation was detected')).toBe('a11y');
    expect(checkOf('Error: state: "Screens/Recipe / Not Found" ends on /app/library')).toBe(
      'state',
    );
    expect(checkOf('Exceeded timeout of 60000 ms for a test.')).toBe('timeout');
    expect(checkOf('\u001b[31mAn error occurred in the following story.\nExpected "Sign In"')).toBe(
      'play',
    );
  });

  it('keeps the failure’s own words without links, colours or stack frames', () => {
    const message =
      '\u001b[34m\nClick to debug the error directly in Storybook:\nhttp://127.0.0.1:41234/?path=/story/screens-login--default\n\n\u001b[39mMessage:\nUnable to find role="button" name "Sign In"\n    at play (login.stories.tsx:12:3)\n\n--------------------------------------------------\n\nBrowser logs:\n\nnoise';
    expect(shortMessage(message)).toEqual(['Unable to find role="button" name "Sign In"']);
  });
});
