/**
 * How long things take: cooking times by ingredient (pan, oven, braise) and by starch, plus
 * hands-on prep times. Times are typical home-cooking values for 4 servings.
 */
import type { CatalogueItem } from '#kitchen/catalogue/types.ts';
import type { Line } from './types.ts';

export interface ProteinCook {
  /** Minutes in a hot pan, cut for the dish. */
  readonly pan: number;
  /** Minutes roasting at 200 °C. */
  readonly oven: number;
  /** Minutes simmering in a sauce or stew until tender. */
  readonly braise: number;
  /** How to tell it is done. */
  readonly doneness: string;
}

const CHICKEN: ProteinCook = {
  pan: 7,
  oven: 30,
  braise: 35,
  doneness: 'golden and cooked through with no pink left',
};
const MINCE: ProteinCook = { pan: 7, oven: 25, braise: 30, doneness: 'browned and crumbly' };
const STEAK: ProteinCook = {
  pan: 5,
  oven: 20,
  braise: 90,
  doneness: 'well browned outside and still pink inside',
};
const STEWING: ProteinCook = { pan: 5, oven: 40, braise: 90, doneness: 'browned on all sides' };
const PORK: ProteinCook = {
  pan: 8,
  oven: 25,
  braise: 60,
  doneness: 'golden and just cooked through',
};
const SLOW: ProteinCook = { pan: 10, oven: 90, braise: 100, doneness: 'well browned on all sides' };
const CURED: ProteinCook = { pan: 5, oven: 15, braise: 20, doneness: 'crisp and golden' };
const FISH: ProteinCook = { pan: 6, oven: 14, braise: 8, doneness: 'opaque and flaking easily' };
const READY_FISH: ProteinCook = { pan: 2, oven: 5, braise: 3, doneness: 'just warmed through' };
const SHELLFISH: ProteinCook = { pan: 3, oven: 8, braise: 5, doneness: 'pink and just firm' };
const PLANT: ProteinCook = {
  pan: 8,
  oven: 25,
  braise: 15,
  doneness: 'golden and crisp at the edges',
};
const CANNED_LEGUME: ProteinCook = { pan: 4, oven: 25, braise: 10, doneness: 'hot through' };
const EGG: ProteinCook = { pan: 4, oven: 12, braise: 8, doneness: 'just set' };

const BY_ID: Record<string, ProteinCook> = {
  'chicken-drumstick': { pan: 15, oven: 40, braise: 40, doneness: CHICKEN.doneness },
  'chicken-wings': { pan: 15, oven: 40, braise: 35, doneness: CHICKEN.doneness },
  'whole-chicken': { pan: 20, oven: 60, braise: 50, doneness: CHICKEN.doneness },
  'chicken-liver': {
    pan: 4,
    oven: 10,
    braise: 10,
    doneness: 'browned outside and just pink inside',
  },
  duck: { pan: 10, oven: 20, braise: 60, doneness: 'crisp-skinned and rosy inside' },
  beef: STEWING,
  lamb: STEWING,
  veal: { pan: 4, oven: 15, braise: 60, doneness: 'golden and just cooked through' },
  'corned-beef': READY_FISH,
  'lamb-shank': { pan: 10, oven: 120, braise: 120, doneness: 'well browned on all sides' },
  bacon: CURED,
  pancetta: CURED,
  ham: { pan: 3, oven: 10, braise: 10, doneness: 'lightly golden' },
  prosciutto: { pan: 2, oven: 8, braise: 5, doneness: 'crisp' },
  salami: { pan: 2, oven: 8, braise: 5, doneness: 'crisp at the edges' },
  chorizo: { pan: 4, oven: 15, braise: 15, doneness: 'crisp and releasing its red oil' },
  sausage: { pan: 10, oven: 25, braise: 25, doneness: 'browned all over and cooked through' },
  'canned-tuna': READY_FISH,
  'smoked-salmon': READY_FISH,
  sardines: READY_FISH,
  anchovies: READY_FISH,
  crab: READY_FISH,
  mussels: { pan: 6, oven: 10, braise: 6, doneness: 'opened (discard any that stay shut)' },
  clams: { pan: 6, oven: 10, braise: 6, doneness: 'opened (discard any that stay shut)' },
  octopus: { pan: 5, oven: 60, braise: 60, doneness: 'tender when pierced with a knife' },
  squid: { pan: 2, oven: 8, braise: 40, doneness: 'opaque and just tender' },
  lobster: { pan: 6, oven: 10, braise: 8, doneness: 'red-shelled and opaque' },
  tempeh: { pan: 6, oven: 20, braise: 10, doneness: 'golden on both sides' },
  seitan: { pan: 5, oven: 20, braise: 10, doneness: 'browned at the edges' },
  halloumi: { pan: 4, oven: 15, braise: 5, doneness: 'golden on both sides' },
  paneer: { pan: 5, oven: 15, braise: 8, doneness: 'golden on all sides' },
  lentils: { pan: 25, oven: 40, braise: 25, doneness: 'tender but holding their shape' },
  'red-lentils': { pan: 18, oven: 30, braise: 18, doneness: 'soft and falling apart' },
  'split-peas': { pan: 45, oven: 60, braise: 45, doneness: 'soft' },
  edamame: { pan: 4, oven: 10, braise: 5, doneness: 'bright green and tender' },
  'broad-beans': { pan: 5, oven: 10, braise: 6, doneness: 'tender' },
  egg: EGG,
  'egg-white': EGG,
  'egg-yolk': EGG,
  'quail-egg': EGG,
};

export function proteinCook(item: CatalogueItem): ProteinCook {
  const own = BY_ID[item.id];
  if (own) return own;
  if (item.tags.has('slow-cook')) return SLOW;
  if (item.tags.has('ground')) return MINCE;
  switch (item.group) {
    case 'chicken':
      return CHICKEN;
    case 'beef':
    case 'lamb':
      return STEAK;
    case 'pork':
      return item.tags.has('cured') ? CURED : PORK;
    case 'fish':
      return FISH;
    case 'seafood':
      return SHELLFISH;
    case 'legume':
      return CANNED_LEGUME;
    default:
      return PLANT;
  }
}

/** Dry legumes and tough cuts need long cooking: quick dishes leave them out. */
export function needsLongCooking(item: CatalogueItem): boolean {
  return item.tags.has('slow-cook') || ['lentils', 'split-peas'].includes(item.id);
}

/** Ready-to-eat proteins that only need warming (canned tuna, smoked salmon). */
export function isReadyToEat(item: CatalogueItem): boolean {
  return proteinCook(item) === READY_FISH;
}

export interface StarchCook {
  /** Minutes of cooking. */
  readonly minutes: number;
  /** How: "simmer" (rice, grains), "boil" (pasta, noodles), "soak" (couscous), "warm" (bread, tortillas). */
  readonly method: 'simmer' | 'boil' | 'soak' | 'warm' | 'roast';
  /** Water (ml) per g of dry starch for absorbed cooking. */
  readonly water: number;
}

export function starchCook(item: CatalogueItem): StarchCook {
  switch (item.id) {
    case 'brown-rice':
      return { minutes: 30, method: 'simmer', water: 2.2 };
    case 'risotto-rice':
      return { minutes: 18, method: 'simmer', water: 3.5 };
    case 'quinoa':
      return { minutes: 15, method: 'simmer', water: 2 };
    case 'couscous':
      return { minutes: 5, method: 'soak', water: 1.25 };
    case 'bulgur':
      return { minutes: 12, method: 'simmer', water: 2 };
    case 'barley':
      return { minutes: 35, method: 'simmer', water: 3 };
    case 'polenta':
      return { minutes: 10, method: 'simmer', water: 4 };
    case 'whole-wheat-pasta':
      return { minutes: 12, method: 'boil', water: 0 };
    case 'orzo':
      return { minutes: 9, method: 'boil', water: 0 };
    case 'egg-noodles':
      return { minutes: 8, method: 'boil', water: 0 };
    case 'rice-noodles':
      return { minutes: 4, method: 'soak', water: 0 };
    case 'noodles':
    case 'soba':
      return { minutes: 5, method: 'boil', water: 0 };
    case 'potato':
      return { minutes: 15, method: 'boil', water: 0 };
    case 'sweet-potato':
      return { minutes: 12, method: 'boil', water: 0 };
    default:
      break;
  }
  if (item.tags.has('rice')) return { minutes: 15, method: 'simmer', water: 1.6 };
  if (item.tags.has('pasta')) return { minutes: 10, method: 'boil', water: 0 };
  if (item.tags.has('tortilla') || item.tags.has('bread') || item.tags.has('pastry')) {
    return { minutes: 3, method: 'warm', water: 0 };
  }
  return { minutes: 12, method: 'simmer', water: 2 };
}

/** Seconds of hands-on prep for one line, by how it is prepared and how much there is. */
export function prepSeconds(line: Line): number {
  const base: Record<string, number> = {
    chop: 60,
    dice: 90,
    slice: 75,
    mince: 60,
    grate: 60,
    shred: 90,
    tear: 30,
    halve: 40,
    cube: 120,
    crumble: 20,
    trim: 60,
    peel: 120,
    juice: 30,
    rinse: 30,
    drain: 20,
    measure: 10,
    segment: 120,
    pit: 120,
    crack: 15,
  };
  const seconds = base[line.item.prep] ?? 30;
  const scale = line.grams > 600 ? 1.5 : line.grams > 250 ? 1.2 : 1;
  return Math.round(seconds * scale);
}
