import { formatAmount } from '#src/lib/amount-text';
import { currentUiLanguage } from '#src/lib/i18n/texts';
import type { ShoppingAmount } from '#src/features/shopping/api/shopping';

/** Unit words as a shopper reads them: [one, more]; in Deutsch the words of German recipes. */
const WORDS: Record<'en' | 'de', Record<string, readonly [string, string]>> = {
  en: {
    cup: ['cup', 'cups'],
    clove: ['clove', 'cloves'],
    slice: ['slice', 'slices'],
    stalk: ['stalk', 'stalks'],
    sprig: ['sprig', 'sprigs'],
    leaf: ['leaf', 'leaves'],
    handful: ['handful', 'handfuls'],
    bunch: ['bunch', 'bunches'],
    can: ['can', 'cans'],
    jar: ['jar', 'jars'],
    pack: ['pack', 'packs'],
    head: ['head', 'heads'],
    knob: ['knob', 'knobs'],
    pinch: ['pinch', 'pinches'],
  },
  de: {
    tbsp: ['EL', 'EL'],
    tsp: ['TL', 'TL'],
    cup: ['Tasse', 'Tassen'],
    clove: ['Zehe', 'Zehen'],
    slice: ['Scheibe', 'Scheiben'],
    stalk: ['Stange', 'Stangen'],
    sprig: ['Zweig', 'Zweige'],
    leaf: ['Blatt', 'Blätter'],
    handful: ['Handvoll', 'Handvoll'],
    bunch: ['Bund', 'Bund'],
    can: ['Dose', 'Dosen'],
    jar: ['Glas', 'Gläser'],
    pack: ['Packung', 'Packungen'],
    head: ['Kopf', 'Köpfe'],
    knob: ['Stück', 'Stück'],
    pinch: ['Prise', 'Prisen'],
  },
};

/** One amount as text: "700 g", "2 EL", "1,5 kg", "3 cloves", "2" (a count). */
export function amountText({ quantity, unit }: ShoppingAmount): string {
  const digits = formatAmount(quantity);
  if (!unit) return digits;
  const language = currentUiLanguage() === 'de' ? 'de' : 'en';
  const word = WORDS[language][unit] ?? (language === 'de' ? WORDS.en[unit] : undefined);
  return `${digits} ${word ? word[quantity > 1 ? 1 : 0] : unit}`;
}

/** A line's amounts as one text: "2 tbsp + 1 tsp"; '' when none is known. */
export function amountsText(amounts: readonly ShoppingAmount[]): string {
  return amounts.map(amountText).join(' + ');
}

const LEADING_NUMBER = /^(\d+(?:[.,]\d+)?)(?!\d)(?![.,]\d)(.*)$/;
const UNIT_THEN_NAME = /^ *(g|kg|ml|l|tbsp|tsp|el|tl|cups?|oz|lb|tassen?) +(\S.*)$/i;
const NAME = /^ +(\S.*)$/;
const TYPED_UNITS: Record<string, string> = {
  el: 'tbsp',
  tl: 'tsp',
  cups: 'cup',
  tasse: 'cup',
  tassen: 'cup',
};

/**
 * What the cook typed into "Add an item": a leading amount and unit become the line's amount
 * ("2 lemons", "500 g flour", "2 EL Honig"); anything else is the name as typed ("kitchen roll").
 */
export function parseTypedItem(text: string): { name: string; quantity?: number; unit?: string } {
  const typed = text.trim().replace(/\s+/g, ' ');
  const number = LEADING_NUMBER.exec(typed);
  if (!number) return { name: typed };
  const quantity = Number(number[1]!.replace(',', '.'));
  const withUnit = UNIT_THEN_NAME.exec(number[2]!);
  const bare = withUnit ? null : NAME.exec(number[2]!);
  if (!(quantity > 0) || quantity > 100_000 || !(withUnit || bare)) return { name: typed };
  if (bare) return { name: bare[1]!, quantity, unit: '' };
  const unit = withUnit![1]!.toLowerCase();
  return { name: withUnit![2]!, quantity, unit: TYPED_UNITS[unit] ?? unit };
}
