import { allergensFor } from './allergens.ts';
import type {
  CatalogueItem,
  FoodGroup,
  FoodKind,
  NutrientRow,
  Prep,
  Role,
  Serving,
  Tag,
} from './types.ts';

/** The compact form the data files are written in; `defineGroup` fills in the defaults. */
export interface ItemSpec {
  readonly id: string;
  /** English names; the first is the canonical singular name. */
  readonly en: readonly string[];
  /** German names (singular and plural). */
  readonly de: readonly string[];
  readonly n: NutrientRow;
  readonly serving: Serving;
  readonly prep: Prep;
  readonly staple?: boolean;
  readonly tags?: readonly Tag[];
  readonly role?: Role;
  readonly kind?: FoodKind;
  readonly color?: string;
  /** Irregular or mass-noun plural; by default English rules apply. */
  readonly plural?: string;
  /** Uncountable: the plural is the name itself ("rice", "spinach"). */
  readonly mass?: boolean;
  /** German counts it with the same word in the plural ("2 Zucchini", not "2 Stück Zucchini"). */
  readonly deSamePlural?: boolean;
  readonly piece?: number;
  readonly density?: number;
}

const KIND_BY_GROUP: Record<FoodGroup, FoodKind> = {
  vegetable: 'vegan',
  fruit: 'vegan',
  herb: 'vegan',
  spice: 'vegan',
  oil: 'vegan',
  sauce: 'vegan',
  sweetener: 'vegan',
  baking: 'vegan',
  grain: 'vegan',
  legume: 'vegan',
  'plant-protein': 'vegan',
  'nut-seed': 'vegan',
  dairy: 'vegetarian',
  egg: 'vegetarian',
  beef: 'beef',
  pork: 'pork',
  chicken: 'chicken',
  lamb: 'lamb',
  fish: 'fish',
  seafood: 'seafood',
};

const ROLE_BY_GROUP: Record<FoodGroup, Role> = {
  vegetable: 'veg',
  fruit: 'fruit',
  herb: 'herb',
  spice: 'spice',
  oil: 'fat',
  sauce: 'sauce',
  sweetener: 'sweet',
  baking: 'baking',
  grain: 'starch',
  legume: 'protein',
  'plant-protein': 'protein',
  'nut-seed': 'nut',
  dairy: 'dairy',
  egg: 'protein',
  beef: 'protein',
  pork: 'protein',
  chicken: 'protein',
  lamb: 'protein',
  fish: 'protein',
  seafood: 'protein',
};

/** Colours by group for items that do not name their own (used in the illustration). */
const COLOR_BY_GROUP: Record<FoodGroup, string> = {
  vegetable: '#5fa04e',
  fruit: '#e8833a',
  herb: '#3f8f3a',
  spice: '#b5651d',
  oil: '#d9c36a',
  sauce: '#8c3b1f',
  sweetener: '#e0b04a',
  baking: '#efe3c8',
  grain: '#f1e4bd',
  legume: '#c9a66b',
  'plant-protein': '#f3ead2',
  'nut-seed': '#b88a4f',
  dairy: '#f7f1dc',
  egg: '#f6d24a',
  beef: '#9c3b2e',
  pork: '#e7a6a0',
  chicken: '#e9c190',
  lamb: '#a8483a',
  fish: '#f0a98a',
  seafood: '#f48a6a',
};

/** English plural by the usual spelling rules; data files override the irregular ones. */
export function englishPlural(word: string): string {
  const parts = word.split(' ');
  const last = parts.pop() ?? word;
  let plural: string;
  if (/[^aeiou]y$/.test(last)) plural = `${last.slice(0, -1)}ies`;
  else if (/([sxz]|ch|sh)$/.test(last)) plural = `${last}es`;
  else if (/(tomato|potato|mango)$/.test(last)) plural = `${last}es`;
  else if (/leaf$/.test(last)) plural = `${last.slice(0, -1)}ves`;
  else plural = `${last}s`;
  return [...parts, plural].join(' ');
}

/**
 * The German plural: the data file's second German name when it is the first one's plural
 * ("Tomate", "Tomaten"; "Apfel", "Äpfel"), else the name itself ("Brokkoli").
 */
function germanPlural(singular: string, second: string | undefined): string {
  if (!second || second.length < singular.length || second.length > singular.length + 2)
    return singular;
  const plain = (word: string): string => word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (second === singular) return singular;
  return plain(second).startsWith(plain(singular).slice(0, -1)) ? second : singular;
}

/** Turns a data file's compact specs into catalogue items of one food group. */
export function defineGroup(group: FoodGroup, specs: readonly ItemSpec[]): CatalogueItem[] {
  return specs.map((spec) => {
    const [name, ...otherEnglish] = spec.en;
    if (!name) throw new Error(`catalogue item ${spec.id} has no name`);
    const plural = spec.plural ?? (spec.mass ? name : englishPlural(name));
    const synonyms = new Set<string>([...otherEnglish, ...spec.de]);
    if (plural !== name) synonyms.add(plural);
    for (const synonym of otherEnglish)
      if (!spec.mass && !synonym.endsWith('s')) synonyms.add(englishPlural(synonym));
    const [, unit, gramsPerUnit] = spec.serving;
    const deName = spec.de[0] ?? name;
    return {
      id: spec.id,
      name,
      plural,
      deName,
      dePlural: spec.mass || spec.deSamePlural ? deName : germanPlural(deName, spec.de[1]),
      deCounted:
        spec.deSamePlural === true || (!spec.mass && germanPlural(deName, spec.de[1]) !== deName),
      synonyms: [...synonyms],
      group,
      kind: spec.kind ?? KIND_BY_GROUP[group],
      role: spec.role ?? ROLE_BY_GROUP[group],
      tags: new Set(spec.tags ?? []),
      allergens: allergensFor(spec.id, group),
      per100g: spec.n,
      serving: spec.serving,
      pieceGrams: spec.piece ?? (unit === 'piece' ? gramsPerUnit : undefined),
      density: spec.density ?? (unit === 'ml' ? (gramsPerUnit ?? 1) : 0.6),
      densityKnown: spec.density !== undefined || unit === 'ml',
      prep: spec.prep,
      staple: spec.staple ?? false,
      color: spec.color ?? COLOR_BY_GROUP[group],
    };
  });
}
