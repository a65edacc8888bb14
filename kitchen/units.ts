/**
 * Units of measure the parser understands (English and German spellings) and how each converts
 * to grams for a given ingredient. Mass units are exact; volume units go through the item's
 * density; kitchen units (handful, bunch, can) use common household sizes.
 */
import type { CatalogueItem } from '#kitchen/catalogue/types.ts';

export type UnitKind = 'mass' | 'volume' | 'count' | 'kitchen';

export interface UnitDef {
  /** How the unit is written in a recipe ("g", "tbsp", "cloves" is handled by `displayUnit`). */
  readonly display: string;
  readonly kind: UnitKind;
  /** Grams (mass) or millilitres (volume) per unit; unused for count and kitchen units. */
  readonly factor: number;
}

const UNITS: Record<string, UnitDef> = {
  g: { display: 'g', kind: 'mass', factor: 1 },
  kg: { display: 'kg', kind: 'mass', factor: 1000 },
  mg: { display: 'mg', kind: 'mass', factor: 0.001 },
  lb: { display: 'lb', kind: 'mass', factor: 453.6 },
  oz: { display: 'oz', kind: 'mass', factor: 28.35 },
  ml: { display: 'ml', kind: 'volume', factor: 1 },
  cl: { display: 'cl', kind: 'volume', factor: 10 },
  dl: { display: 'dl', kind: 'volume', factor: 100 },
  l: { display: 'l', kind: 'volume', factor: 1000 },
  cup: { display: 'cup', kind: 'volume', factor: 240 },
  tbsp: { display: 'tbsp', kind: 'volume', factor: 15 },
  tsp: { display: 'tsp', kind: 'volume', factor: 5 },
  pinch: { display: 'pinch', kind: 'volume', factor: 0.3 },
  dash: { display: 'dash', kind: 'volume', factor: 0.6 },
  splash: { display: 'splash', kind: 'volume', factor: 15 },
  piece: { display: '', kind: 'count', factor: 1 },
  clove: { display: 'clove', kind: 'kitchen', factor: 1 },
  slice: { display: 'slice', kind: 'kitchen', factor: 1 },
  stalk: { display: 'stalk', kind: 'kitchen', factor: 1 },
  sprig: { display: 'sprig', kind: 'kitchen', factor: 1 },
  leaf: { display: 'leaf', kind: 'kitchen', factor: 1 },
  handful: { display: 'handful', kind: 'kitchen', factor: 1 },
  bunch: { display: 'bunch', kind: 'kitchen', factor: 1 },
  can: { display: 'can', kind: 'kitchen', factor: 1 },
  jar: { display: 'jar', kind: 'kitchen', factor: 1 },
  pack: { display: 'pack', kind: 'kitchen', factor: 1 },
  head: { display: 'head', kind: 'kitchen', factor: 1 },
  knob: { display: 'knob', kind: 'kitchen', factor: 1 },
};

/** Every spelling -> canonical unit key. Lower-case, accents folded (as `normalize` leaves them). */
const ALIASES: Record<string, string> = {
  g: 'g',
  gr: 'g',
  grs: 'g',
  gram: 'g',
  grams: 'g',
  gramm: 'g',
  gramme: 'g',
  grammes: 'g',
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  kilogramm: 'kg',
  mg: 'mg',
  milligram: 'mg',
  milligrams: 'mg',
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
  pfund: 'lb',
  oz: 'oz',
  ounce: 'oz',
  ounces: 'oz',
  unze: 'oz',
  unzen: 'oz',
  ml: 'ml',
  milliliter: 'ml',
  milliliters: 'ml',
  millilitre: 'ml',
  millilitres: 'ml',
  cl: 'cl',
  dl: 'dl',
  l: 'l',
  liter: 'l',
  liters: 'l',
  litre: 'l',
  litres: 'l',
  ltr: 'l',
  cup: 'cup',
  cups: 'cup',
  c: 'cup',
  tasse: 'cup',
  tassen: 'cup',
  becher: 'cup',
  tbsp: 'tbsp',
  tbs: 'tbsp',
  tbl: 'tbsp',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  el: 'tbsp',
  essloffel: 'tbsp',
  tsp: 'tsp',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  tl: 'tsp',
  teeloffel: 'tsp',
  pinch: 'pinch',
  pinches: 'pinch',
  prise: 'pinch',
  prisen: 'pinch',
  msp: 'pinch',
  messerspitze: 'pinch',
  dash: 'dash',
  dashes: 'dash',
  spritzer: 'dash',
  splash: 'splash',
  schuss: 'splash',
  drizzle: 'splash',
  piece: 'piece',
  pieces: 'piece',
  pc: 'piece',
  pcs: 'piece',
  stuck: 'piece',
  stk: 'piece',
  st: 'piece',
  fillet: 'piece',
  fillets: 'piece',
  filet: 'piece',
  filets: 'piece',
  clove: 'clove',
  cloves: 'clove',
  zehe: 'clove',
  zehen: 'clove',
  slice: 'slice',
  slices: 'slice',
  scheibe: 'slice',
  scheiben: 'slice',
  rasher: 'slice',
  rashers: 'slice',
  stalk: 'stalk',
  stalks: 'stalk',
  stick: 'stalk',
  sticks: 'stalk',
  stange: 'stalk',
  stangen: 'stalk',
  sprig: 'sprig',
  sprigs: 'sprig',
  zweig: 'sprig',
  zweige: 'sprig',
  stengel: 'sprig',
  leaf: 'leaf',
  leaves: 'leaf',
  blatt: 'leaf',
  blatter: 'leaf',
  handful: 'handful',
  handfuls: 'handful',
  handvoll: 'handful',
  bunch: 'bunch',
  bunches: 'bunch',
  bund: 'bunch',
  bundel: 'bunch',
  can: 'can',
  cans: 'can',
  tin: 'can',
  tins: 'can',
  dose: 'can',
  dosen: 'can',
  jar: 'jar',
  jars: 'jar',
  glas: 'jar',
  glaser: 'jar',
  pack: 'pack',
  packs: 'pack',
  packet: 'pack',
  packets: 'pack',
  package: 'pack',
  packages: 'pack',
  pkg: 'pack',
  packung: 'pack',
  packungen: 'pack',
  packchen: 'pack',
  bag: 'pack',
  bags: 'pack',
  beutel: 'pack',
  box: 'pack',
  head: 'head',
  heads: 'head',
  kopf: 'head',
  kopfe: 'head',
  knolle: 'head',
  knollen: 'head',
  knob: 'knob',
  knobs: 'knob',
};

export function unitFromWord(word: string): string | undefined {
  return ALIASES[word];
}

export function unitDef(unit: string): UnitDef | undefined {
  return UNITS[unit];
}

/** The grams one catalogue unit of the item's typical serving weighs, when the units agree. */
function servingUnitGrams(item: CatalogueItem, unit: string): number | undefined {
  const [, servingUnit, gramsPerUnit] = item.serving;
  return servingUnit === unit ? gramsPerUnit : undefined;
}

/** Weight of one "kitchen" unit (handful, bunch, can...) of this item. */
function kitchenGrams(item: CatalogueItem, unit: string): number {
  const own = servingUnitGrams(item, unit);
  if (own !== undefined) return own;
  const leafy = item.tags.has('leafy') || item.group === 'herb';
  switch (unit) {
    case 'clove':
      return 3;
    case 'slice':
      return item.group === 'grain' ? 28 : 20;
    case 'stalk':
      return 40;
    case 'sprig':
      return 1;
    case 'leaf':
      return 0.5;
    case 'handful':
      return leafy ? 30 : item.group === 'nut-seed' ? 30 : 50;
    case 'bunch':
      return item.group === 'herb' ? 30 : leafy ? 200 : 150;
    case 'can':
      // Beans and fish are weighed drained; tomatoes and coconut milk whole.
      return item.group === 'legume' || item.group === 'fish' ? 240 : 400;
    case 'jar':
      return 300;
    case 'pack':
      return item.group === 'plant-protein' ? 400 : 250;
    case 'head':
      return item.pieceGrams ?? 500;
    case 'knob':
      return 15;
    default:
      return 0;
  }
}

/** Grams of `quantity` `unit` of the item ('' or 'piece' = whole pieces). */
export function toGrams(item: CatalogueItem, quantity: number, unit: string): number {
  const key = unit === '' ? 'piece' : (ALIASES[unit] ?? unit);
  const def = UNITS[key];
  if (!def) return quantity * servingGrams(item);
  switch (def.kind) {
    case 'mass':
      return quantity * def.factor;
    case 'volume': {
      const own = servingUnitGrams(item, key);
      if (own !== undefined) return quantity * own;
      return quantity * def.factor * item.density;
    }
    case 'count':
      return quantity * (item.pieceGrams ?? servingGrams(item));
    case 'kitchen':
      return quantity * kitchenGrams(item, key);
  }
}

/** Grams of the item's typical serving. */
export function servingGrams(item: CatalogueItem): number {
  const [amount, unit, gramsPerUnit] = item.serving;
  if (unit === 'g') return amount;
  if (unit === 'ml') return amount * (gramsPerUnit ?? 1);
  return amount * (gramsPerUnit ?? 1);
}
