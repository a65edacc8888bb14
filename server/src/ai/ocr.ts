/**
 * Ingredients from a photo, offline: the image is normalised with sharp, read by Tesseract
 * (tesseract.js with the English LSTM model from the @tesseract.js-data/eng package, so nothing
 * is downloaded at run time), and every line of text is matched against the catalogue with
 * tolerance for OCR errors.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { displayName, displayUnit } from './composer/lines.ts';
import { inLanguage } from './composer/language.ts';
import { normalizeForOcr } from './image.ts';
import { parseEntry, type ParsedIngredient } from '#kitchen/parse-ingredients.ts';

const require = createRequire(import.meta.url);

/** Folder holding eng.traineddata.gz (the integer-quantised "best" LSTM model: fast and accurate). */
export function languageDataPath(): string {
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

/** Digits and symbols OCR puts in place of letters inside words ("T0matoes", "Ga|lic"). */
const LOOKALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'l',
  '5': 's',
  '8': 'b',
  '|': 'l',
  $: 's',
  '@': 'a',
  '€': 'e',
};

/** Repairs OCR lookalikes inside words and strips list furniture (bullets, checkboxes). */
export function cleanOcrLine(line: string): string {
  return line
    .replace(/[☐☑✓✔•·■□▪►»«*_~#=<>[\]{}()"“”]+/g, ' ')
    .split(/\s+/)
    .map((word) =>
      /[a-z]/i.test(word) && /[0-9|$@€]/.test(word) && !/^\d+([.,]\d+)?[a-z]{0,3}$/i.test(word)
        ? word.replace(/[0-9|$@€]/g, (char) => LOOKALIKES[char] ?? char)
        : word,
    )
    .join(' ')
    .trim();
}

/**
 * A read list entry as the ingredients box shows it: the catalogue name, with the amount written
 * beside it kept in front ("spaghetti 500g" -> "500 g spaghetti", "Eggs x6" -> "6 eggs").
 */
export function photoEntry(parsed: ParsedIngredient): string {
  const { item, quantity } = parsed;
  if (quantity === null || !(quantity > 0)) return item.name;
  const unit = parsed.unit === 'piece' ? '' : parsed.unit;
  const amount = String(Number(quantity.toFixed(2)));
  return inLanguage('en', () => {
    const shownUnit = displayUnit(unit, quantity);
    return [amount, shownUnit, displayName(item, quantity, unit)].filter(Boolean).join(' ');
  });
}

/** Unique catalogue ingredients found in OCR text, in reading order, with their written amounts. */
export function ingredientsFromText(text: string): string[] {
  const entries: string[] = [];
  const seen = new Set<string>();
  for (const rawLine of text.split(/\r?\n/)) {
    const line = cleanOcrLine(rawLine);
    if (line.replace(/[^a-z]/gi, '').length < 3) continue;
    for (const entry of line.split(/[,;]/)) {
      for (const parsed of parseEntry(entry)) {
        if (seen.has(parsed.item.id)) continue;
        seen.add(parsed.item.id);
        entries.push(photoEntry(parsed));
      }
    }
  }
  return entries;
}

/** One lazily created Tesseract worker, reused for every photo and terminated on close. */
export class OcrEngine {
  private worker: Promise<Worker> | null = null;

  private getWorker(): Promise<Worker> {
    if (!this.worker) {
      this.worker = (async () => {
        const worker = await createWorker('eng', OEM.LSTM_ONLY, {
          langPath: languageDataPath(),
          gzip: true,
          cacheMethod: 'none',
        });
        // Shopping lists and labels are sparse text, not a page of prose.
        await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT });
        return worker;
      })();
      // A failed start must not poison later calls.
      this.worker.catch(() => {
        this.worker = null;
      });
    }
    return this.worker;
  }

  /** The raw text Tesseract reads in an image. */
  async readText(image: Buffer, signal?: AbortSignal): Promise<string> {
    const normalized = await normalizeForOcr(image);
    signal?.throwIfAborted();
    const worker = await this.getWorker();
    signal?.throwIfAborted();
    const result = await worker.recognize(normalized.data);
    return result.data.text ?? '';
  }

  /** Ingredient names read from the photo; [] when none. Throws InvalidImageError for non-images. */
  async analyze(image: Buffer, signal?: AbortSignal): Promise<string[]> {
    return ingredientsFromText(await this.readText(image, signal));
  }

  async close(): Promise<void> {
    const pending = this.worker;
    this.worker = null;
    if (pending) await (await pending.catch(() => null))?.terminate();
  }
}
