/**
 * OCR on images rendered in the test (SVG text -> PNG with sharp, Liberation Sans): a clean
 * shopping list, a noisy photo stored sideways with an EXIF orientation, and product labels.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { matchName } from '#kitchen/matcher.ts';
import {
  cleanOcrLine,
  ingredientsFromText,
  languageDataPath,
  OcrEngine,
} from '#server/src/ai/ocr.ts';
import { InvalidImageError } from '#server/src/ai/provider.ts';
import { seededRandom } from '#server/src/ai/seed.ts';

const engine = new OcrEngine();
afterAll(() => engine.close());

const LIST = [
  'Tomatoes',
  'Red onions',
  'Garlic',
  'Chicken thighs',
  'Spinach',
  'Eggs',
  'Carrots',
  'Potatoes',
  'Whole milk',
  'Butter',
  'Basmati rice',
  'Lemons',
  'Mushrooms',
  'Greek yogurt',
];

function listSvg(lines: readonly string[], noise: boolean): string {
  const height = 160 + lines.length * 72;
  const random = seededRandom(42);
  const specks = noise
    ? Array.from(
        { length: 900 },
        () =>
          `<circle cx="${(random() * 1200).toFixed(0)}" cy="${(random() * height).toFixed(0)}" r="${(0.6 + random() * 1.6).toFixed(1)}" fill="#555"/>`,
      ).join('')
    : '';
  const text = lines
    .map(
      (line, i) =>
        `<text x="90" y="${170 + i * 72}" font-family="Liberation Sans" font-size="44" fill="#222">• ${line}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="${height}"><rect width="100%" height="100%" fill="${noise ? '#ece6da' : '#ffffff'}"/>${specks}<text x="70" y="90" font-family="Liberation Sans" font-size="52" font-weight="bold">Shopping list</text>${text}</svg>`;
}

function expectedIds(lines: readonly string[]): string[] {
  return lines.map((line) => matchName(line)?.id ?? `missing:${line}`);
}

function recall(found: readonly string[], lines: readonly string[]): number {
  const foundIds = new Set(found.map((name) => matchName(name)?.id));
  const expected = expectedIds(lines);
  return expected.filter((id) => foundIds.has(id)).length / expected.length;
}

describe('OCR', () => {
  it('ships its English model in node_modules (no download at run time)', () => {
    expect(existsSync(join(languageDataPath(), 'eng.traineddata.gz'))).toBe(true);
  });

  it('reads a shopping list', async () => {
    const png = await sharp(Buffer.from(listSvg(LIST, false)))
      .png()
      .toBuffer();
    const found = await engine.analyze(png);
    expect(recall(found, LIST)).toBeGreaterThanOrEqual(0.9);
    expect(found.every((name) => matchName(name) !== undefined)).toBe(true);
  }, 60_000);

  it('reads a noisy, slightly skewed photo stored sideways with an EXIF orientation', async () => {
    const upright = await sharp(Buffer.from(listSvg(LIST, true)))
      .rotate(2, { background: '#ece6da' })
      .png()
      .toBuffer();
    // Stored rotated 90° counter-clockwise; EXIF orientation 6 tells viewers to turn it back.
    const sideways = await sharp(upright)
      .rotate(-90)
      .jpeg({ quality: 80 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const found = await engine.analyze(sideways);
    expect(recall(found, LIST)).toBeGreaterThanOrEqual(0.9);
  }, 60_000);

  it('reads product labels', async () => {
    const labels = [
      'ORGANIC CARROTS 1kg',
      'Free Range EGGS x6',
      'Cheddar Cheese 200g',
      'Chickpeas 400g',
      'Extra Virgin Olive Oil',
      'Smoked Salmon',
    ];
    const boxes = labels
      .map((label, i) => {
        const x = 40 + (i % 2) * 600;
        const y = 40 + Math.floor(i / 2) * 220;
        return `<rect x="${x}" y="${y}" width="560" height="180" rx="20" fill="${['#f6d365', '#cdeac0', '#ffd6e0'][i % 3]}"/><text x="${x + 30}" y="${y + 105}" font-family="Liberation Sans" font-size="${i % 2 ? 40 : 46}" font-weight="bold">${label}</text>`;
      })
      .join('');
    const png = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="720"><rect width="100%" height="100%" fill="#fff"/>${boxes}</svg>`,
      ),
    )
      .png()
      .toBuffer();
    const found = await engine.analyze(png);
    expect(recall(found, labels)).toBeGreaterThanOrEqual(0.8);
  }, 60_000);

  it('returns [] for an image without food words', async () => {
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#88aacc' },
    })
      .png()
      .toBuffer();
    expect(await engine.analyze(png)).toEqual([]);
  }, 60_000);

  it('rejects bytes that are not an image with a clear error', async () => {
    await expect(engine.analyze(Buffer.from('definitely not an image'))).rejects.toBeInstanceOf(
      InvalidImageError,
    );
    await expect(engine.analyze(Buffer.alloc(0))).rejects.toThrow(/empty/);
  });

  it('repairs OCR lookalikes and list furniture', () => {
    expect(cleanOcrLine('☐ T0matoes')).toBe('Tomatoes');
    expect(cleanOcrLine('• Ga|lic 500g')).toBe('Gallic 500g');
    expect(
      ingredientsFromText('Shopping list\n- T0matoes\n- 0nions\nMi1k 1l\nrandom words here\n'),
    ).toEqual(['tomato', 'onion', '1 l milk']);
  });

  it('keeps the amounts a list writes beside its items (issue #29)', () => {
    expect(
      ingredientsFromText(
        'spaghetti 500g\nFree Range EGGS x6\n2 cans chickpeas\n3 cloves garlic\n1 egg\nBasil\n',
      ),
    ).toEqual(['500 g spaghetti', '6 eggs', '2 cans chickpeas', '3 cloves garlic', 'basil']);
  });
});
