/**
 * Titles and descriptions of composed recipes. Titles always contain the template's dish noun
 * (or an alias such as the pasta shape), which is how instructions recognise the dish later,
 * and style words the method reads back ("Creamy" soups are blended).
 */
import type { CatalogueItem } from '#kitchen/catalogue/types.ts';
import type { FoodCategory } from '#kitchen/contract.ts';
import { pick } from '#server/src/ai/seed.ts';
import { joinList, titleCase } from '#kitchen/text.ts';
import type { DishTemplate, GermanDish } from './dish.ts';
import { language } from './language.ts';
import type { Intent, Line, Parts } from './types.ts';

/** Words that describe a cut or a package rather than the food, dropped from titles. */
const TITLE_NOISE = new Set([
  'ground',
  'lean',
  'extra',
  'boneless',
  'skinless',
  'breast',
  'thigh',
  'drumstick',
  'tenderloin',
  'shoulder',
  'loin',
  'canned',
  'whole',
  'mixed',
  'fillet',
  'firm',
  'leg',
]);

/** "Chicken" for chicken thighs, "Tuna" for canned tuna, "Cherry Tomato" as is. */
export function titleName(item: CatalogueItem): string {
  const meatOrFish = ['beef', 'pork', 'chicken', 'lamb', 'fish', 'seafood'].includes(item.group);
  const words = item.name.split(' ');
  const kept = meatOrFish ? words.filter((word) => !TITLE_NOISE.has(word)) : words;
  return titleCase((kept.length > 0 ? kept : words).join(' '));
}

/**
 * The ingredients a title or description leads with: the user's own first (a staple carrot
 * should not upstage their leeks), proteins before vegetables, eggs last.
 */
function headliners(parts: Parts, template: DishTemplate, givenIds: ReadonlySet<string>): Line[] {
  const dessert = template.course === 'dessert';
  const fruit = parts.fruit.filter((line) => !line.item.tags.has('citrus') || dessert);
  const proteins = [...parts.protein].sort(
    (a, b) => Number(a.item.group === 'egg') - Number(b.item.group === 'egg'),
  );
  const shownAromatics = parts.aromatic.filter((line) =>
    ['leek', 'spring-onion', 'chili', 'jalapeno', 'shallot', 'ginger'].includes(line.item.id),
  );
  const starchInTitle = [
    'soup',
    'salad',
    'tray-bake',
    'stew',
    'frittata',
    'skillet',
    'gratin',
  ].includes(template.id);
  const titledStarch = parts.starch.filter(
    (line) =>
      givenIds.has(line.item.id) &&
      (line.item.tags.has('potato') || ['soup', 'salad'].includes(template.id)),
  );
  const candidates = dessert
    ? [...fruit, ...parts.nut, ...parts.sweet.filter((line) => givenIds.has(line.item.id))]
    : [
        ...proteins.filter(
          (line) => line.item.group !== 'egg' || !['frittata', 'pancakes'].includes(template.id),
        ),
        ...parts.veg,
        ...shownAromatics,
        ...parts.cheese,
        ...fruit,
        ...(starchInTitle ? titledStarch : []),
      ];
  const own = candidates.filter((line) => givenIds.has(line.item.id));
  const ranked =
    own.length >= 2 ? own : [...own, ...candidates.filter((line) => !givenIds.has(line.item.id))];
  const seen = new Set<string>();
  return ranked.filter((line) => {
    const name = titleName(line.item);
    if (seen.has(name)) return false;
    seen.add(name);
    return true;
  });
}

/** The dish noun: the pasta shape for pasta, "Wraps" for flour tortillas, "Pasta Bake" for a pasta gratin. */
function dishNoun(template: DishTemplate, parts: Parts): string {
  const base = parts.starch[0];
  switch (template.id) {
    case 'pasta':
      return base && base.item.id !== 'pasta' && base.item.tags.has('pasta')
        ? titleCase(base.item.name.split(' ')[0] ?? 'pasta')
        : 'Pasta';
    case 'tacos':
      return base?.item.id === 'corn-tortilla' ? 'Tacos' : 'Wraps';
    case 'gratin':
      return base?.item.tags.has('pasta') ? 'Pasta Bake' : 'Gratin';
    case 'grain-bowl': {
      if (!base) return 'Grain Bowl';
      if (base.item.tags.has('rice')) return 'Rice Bowl';
      return `${titleCase(base.item.name.split(' ')[0] ?? 'grain')} Bowl`;
    }
    case 'stir-fry':
      return base?.item.tags.has('noodles') ? 'Noodle Stir-Fry' : 'Stir-Fry';
    default:
      return template.dish;
  }
}

/** Whether a soup should be blended: mostly soft, blendable vegetables and no chunky meat. */
export function isBlendedSoup(parts: Parts): boolean {
  const blendable = new Set([
    'pumpkin',
    'butternut-squash',
    'carrot',
    'sweet-potato',
    'cauliflower',
    'broccoli',
    'tomato',
    'canned-tomatoes',
    'red-lentils',
    'potato',
    'celeriac',
    'parsnip',
    'peas',
    'leek',
    'zucchini',
    'beetroot',
    'asparagus',
    'mushroom',
    'split-peas',
  ]);
  const mains = [
    ...parts.veg,
    ...parts.protein,
    ...parts.starch,
    ...parts.liquid.filter((line) => line.item.id === 'canned-tomatoes'),
  ];
  if (
    mains.some((line) =>
      ['beef', 'pork', 'chicken', 'lamb', 'fish', 'seafood'].includes(line.item.group),
    )
  )
    return false;
  // Pasta, rice or noodles in the pot mean a brothy soup, not a blended one.
  if (parts.starch.some((line) => !blendable.has(line.item.id))) return false;
  const soft = mains.filter((line) => blendable.has(line.item.id)).length;
  return soft > 0 && soft >= mains.length - 1;
}

function adjectiveChoices(
  template: DishTemplate,
  parts: Parts,
  intent: Intent,
  random: () => number,
): string[] {
  const choices: string[] = [];
  const has = (id: string): boolean => parts.all.some((line) => line.item.id === id);
  const creamy = parts.all.some(
    (line) => line.item.group === 'dairy' || /cream|coconut milk|cashew|yog/.test(line.item.name),
  );
  if (template.id === 'soup' && isBlendedSoup(parts)) return [creamy ? 'Creamy' : 'Velvety'];
  if (intent.moods.has('spicy') || parts.all.some((line) => line.item.tags.has('spicy')))
    choices.push(...['Spicy', 'Fiery', 'Chili']);
  if (intent.broadCuisine === 'asian' && template.id !== 'stir-fry') {
    choices.push('Asian-Style');
    if (has('ginger') && has('soy-sauce')) choices.push('Ginger-Soy');
  }
  if (intent.cuisine === 'mexican' && template.id !== 'tacos') choices.push('Smoky');
  if (intent.cuisine === 'indian' && template.id !== 'curry') choices.push('Spiced');
  if (intent.broadCuisine === 'mediterranean') choices.push(...['Mediterranean', 'Sunny']);
  if (intent.cuisine === 'italian' && !['pasta', 'risotto'].includes(template.id))
    choices.push('Tuscan');
  if (has('coconut-milk') && template.id === 'curry') choices.push('Coconut');
  if (has('lemon') && ['skillet', 'tray-bake', 'risotto', 'salad'].includes(template.id))
    choices.push(...['Lemony', 'Zesty', 'Lemon-Garlic']);
  if (has('smoked-paprika') || has('chorizo')) choices.push('Smoky');
  if (has('ginger') && template.id === 'stir-fry') choices.push('Ginger');
  if (intent.moods.has('quick')) choices.push(...['Quick', 'Speedy', 'Weeknight']);
  if (intent.moods.has('warming') || intent.moods.has('hearty'))
    choices.push(...['Hearty', 'Cosy', 'Warming']);
  if (intent.moods.has('light') || intent.moods.has('healthy'))
    choices.push(...['Fresh', 'Light', 'Vibrant']);
  const byTemplate: Record<string, readonly string[]> = {
    'stir-fry': ['Sticky', 'Garlicky', 'Wok-Tossed'],
    soup: ['Rustic', 'Chunky', 'Homestyle'],
    salad: ['Crunchy', 'Summer', 'Bright'],
    pasta: ['Garlicky', 'Rustic', 'Simple'],
    curry: ['Fragrant', 'Golden', 'Mellow'],
    frittata: ['Herby', 'Golden', 'Fluffy'],
    'tray-bake': ['Roasted', 'Golden', 'Herby'],
    tacos: ['Loaded', 'Zesty', 'Street-Style'],
    'grain-bowl': ['Nourishing', 'Rainbow', 'Power'],
    risotto: ['Creamy', 'Silky', 'Classic'],
    stew: ['Rustic', 'Slow-Cooked', 'Hearty'],
    gratin: ['Golden', 'Cheesy', 'Bubbling'],
    skillet: ['Golden', 'Pan-Seared', 'Rustic'],
    crumble: ['Warm', 'Spiced', 'Golden'],
    pancakes: ['Fluffy', 'Golden', 'Sunday'],
    clafoutis: ['Golden', 'Custardy', 'Rustic'],
    'fruit-salad': ['Juicy', 'Sunshine', 'Rainbow'],
  };
  const fallback = [
    ...(byTemplate[template.id] ?? template.styleWords ?? ['Homemade', 'Classic', 'Easy']),
  ];
  // Start the template's own list at a seeded position so equal inputs differ only by seed.
  const offset = Math.floor(random() * fallback.length);
  // A title promises what is in the dish: no "Garlicky" without garlic, no "Cheesy" without cheese.
  const honest = (word: string): boolean =>
    (!/garlic/i.test(word) || has('garlic')) &&
    (word !== 'Cheesy' || parts.cheese.length > 0) &&
    (word !== 'Coconut' || has('coconut-milk') || has('coconut')) &&
    (word !== 'Herby' || parts.herb.length > 0) &&
    (word !== 'Creamy' || creamy);
  return [...choices, ...fallback.slice(offset), ...fallback.slice(0, offset)].filter(honest);
}

/**
 * The recipe title: an adjective, up to two headline ingredients and the dish noun. `usedWords`
 * carries the adjectives earlier options took, so one answer does not repeat "Lemony" four times.
 */
export function composeTitle(
  template: DishTemplate,
  parts: Parts,
  intent: Intent,
  givenIds: ReadonlySet<string>,
  random: () => number,
  usedWords: Set<string>,
): string {
  if (template.de && language() === 'de')
    return germanTitle(template, template.de, parts, givenIds, random, usedWords);
  const names = headliners(parts, template, givenIds).map((line) => titleName(line.item));
  const noun = dishNoun(template, parts);
  const lead = names.slice(0, 2).join(' & ');
  const choices = adjectiveChoices(template, parts, intent, random);
  const adj = choices.find((word) => !usedWords.has(word)) ?? choices[0] ?? '';
  usedWords.add(adj);
  const title = [adj, lead, noun].filter(Boolean).join(' ');
  return title.replace(/\s+/g, ' ').trim();
}

const GERMAN_ENDING = { f: 'e', m: 'er', n: 'es', pl: 'e' } as const;

/** A German name for a title or description after "mit"/"aus": dative plural for countables. */
export function germanName(line: Line): string {
  const { item } = line;
  const plural = item.dePlural !== item.deName || item.group === 'nut-seed';
  // A leading adjective takes the dative plural ending: "mit weißen Bohnen", "roten Linsen".
  const inflected = (name: string): string => name.replace(/^([a-zäöüß]+e) (?=\S+[en]$)/, '$1n ');
  if (!plural || (item.pieceGrams ?? 0) >= 500) return inflected(item.deName);
  // Dative plural after "mit": "mit Walnüssen", "mit Eiern"; "Bananen" stays.
  return inflected(/(e|el|er)$/.test(item.dePlural) ? `${item.dePlural}n` : item.dePlural);
}

/** "Cremige Suppe mit Kürbis und Karotten", "Fluffige Pfannkuchen mit Heidelbeeren". */
function germanTitle(
  template: DishTemplate,
  de: GermanDish,
  parts: Parts,
  givenIds: ReadonlySet<string>,
  random: () => number,
  usedWords: Set<string>,
): string {
  const names = [...new Set(headliners(parts, template, givenIds).map(germanName))].slice(0, 2);
  const creamy = parts.all.some(
    (line) => line.item.group === 'dairy' || /cream|coconut milk|cashew|yog/.test(line.item.name),
  );
  const blended = template.id === 'soup' && isBlendedSoup(parts);
  const stems = blended ? [creamy ? 'cremig' : 'samtig'] : de.styleWords;
  const offset = Math.floor(random() * stems.length);
  const ordered = [...stems.slice(offset), ...stems.slice(0, offset)].map(
    (stem) => `${stem.charAt(0).toUpperCase()}${stem.slice(1)}${GERMAN_ENDING[de.gender]}`,
  );
  const adj = ordered.find((word) => !usedWords.has(word)) ?? ordered[0] ?? '';
  usedWords.add(adj);
  const withNames = names.length > 0 ? ` mit ${joinList(names, 'und')}` : '';
  return `${adj} ${de.dish}${withNames}`.trim();
}

const GERMAN_CATEGORY_NOTE: Partial<Record<FoodCategory, string>> = {
  vegan: 'Rein pflanzlich.',
  vegetarian: 'Ohne Fleisch.',
};

function germanDescription(
  template: DishTemplate,
  de: GermanDish,
  parts: Parts,
  givenIds: ReadonlySet<string>,
  totalMinutes: number,
  category: FoodCategory,
): string {
  const leads = headliners(parts, template, givenIds).filter((line) => line.item.role !== 'cheese');
  const mains = joinList(
    [...new Set((leads.length > 0 ? leads : parts.all.slice(0, 2)).map(germanName))].slice(0, 3),
    'und',
  );
  const timing =
    totalMinutes < 60
      ? `In ${totalMinutes} Minuten fertig.`
      : `In etwa ${Math.floor(totalMinutes / 60)} Std. ${totalMinutes % 60 > 0 ? `${totalMinutes % 60} Min. ` : ''}fertig.`;
  const pitch = de.pitch(mains, parts);
  return [
    `${pitch.charAt(0).toUpperCase()}${pitch.slice(1)}`,
    timing,
    GERMAN_CATEGORY_NOTE[category],
  ]
    .filter(Boolean)
    .join(' ');
}

function names(lines: readonly Line[], max = 3): string {
  return joinList(lines.slice(0, max).map((line) => line.item.plural));
}

const CATEGORY_NOTE: Partial<Record<FoodCategory, string>> = {
  vegan: 'Fully plant-based.',
  vegetarian: 'Meat-free.',
};

export function composeDescription(
  template: DishTemplate,
  parts: Parts,
  givenIds: ReadonlySet<string>,
  totalMinutes: number,
  category: FoodCategory,
  random: () => number,
): string {
  if (template.de && language() === 'de')
    return germanDescription(template, template.de, parts, givenIds, totalMinutes, category);
  const leads = headliners(parts, template, givenIds).filter((line) => line.item.role !== 'cheese');
  const mains = names(leads, 3) || names(parts.all, 2);
  const starch = parts.starch[0]?.item.plural;
  const cheese = parts.cheese[0]?.item.name;
  const fruit = names(
    parts.fruit.filter((line) => !line.item.tags.has('citrus') || template.course === 'dessert'),
    3,
  );
  const sauce = parts.liquid.find((line) => line.item.id === 'coconut-milk')
    ? 'creamy coconut'
    : parts.liquid.find((line) => line.item.tags.has('cream'))
      ? 'silky cream'
      : 'rich tomato';
  const pitch: Record<string, string> = {
    'stir-fry': `${mains} tossed over high heat in a glossy garlic-soy sauce${starch ? ` and served over ${starch}` : ''}.`,
    soup: isBlendedSoup(parts)
      ? `A velvety blended soup of ${mains}, finished with a swirl of flavour.`
      : `A hearty pot of ${mains} simmered until tender in a fragrant broth.`,
    salad: `A crisp, colourful salad of ${mains}${cheese ? ` with ${cheese}` : ''}, tossed in a zingy dressing.`,
    pasta: `${starch ?? 'Pasta'} tossed with ${mains} in a ${sauce} sauce${cheese ? ` and plenty of ${cheese}` : ''}.`,
    curry: `${mains} simmered with warming spices in a ${sauce} sauce${starch ? `, served with ${starch}` : ''}.`,
    frittata: `A golden, oven-finished frittata packed with ${mains}${cheese ? `, topped with ${cheese}` : ''}.`,
    'tray-bake': `${mains} roasted together on one tray until golden and caramelised at the edges.`,
    tacos: `Warm ${starch ?? 'tortillas'} filled with ${mains} and a fresh, zesty salsa.`,
    'grain-bowl': `A nourishing bowl of ${starch ?? 'grains'} topped with ${mains} and a bright dressing.`,
    risotto: `A creamy, slow-stirred risotto with ${mains}${cheese ? `, finished with ${cheese}` : ''}.`,
    stew: `A slow-simmered stew of ${mains} that turns rich, tender and deeply savoury.`,
    gratin: `Layers of ${starch ?? 'potatoes'} baked ${
      leads.some((line) => line.item.role !== 'starch')
        ? `with ${names(
            leads.filter((line) => line.item.role !== 'starch'),
            3,
          )} `
        : ''
    }in a creamy sauce under a golden crust.`,
    skillet: `${mains} seared in one pan and finished with a quick, buttery pan sauce.`,
    crumble: `Warm, jammy ${fruit || 'fruit'} under a crisp, golden crumble topping.`,
    pancakes: `Fluffy homemade pancakes stacked high with ${fruit || 'fresh fruit'} and a drizzle of something sweet.`,
    clafoutis: `${fruit || 'Fruit'} baked in a soft, vanilla-scented custard batter until puffed and golden.`,
    'fruit-salad': `A bright mix of ${fruit || 'fresh fruit'} in a light honey-citrus syrup.`,
  };
  const opening = pitch[template.id] ?? `A simple dish of ${mains}.`;
  const timing =
    totalMinutes <= 30
      ? pick(random, [
          `On the table in ${totalMinutes} minutes.`,
          `Ready in just ${totalMinutes} minutes.`,
        ])
      : `Ready in about ${formatDuration(totalMinutes)}.`;
  const note = CATEGORY_NOTE[category];
  return [opening.charAt(0).toUpperCase() + opening.slice(1), timing, note]
    .filter(Boolean)
    .join(' ');
}

export function formatDuration(totalMinutes: number): string {
  if (totalMinutes < 60) return `${totalMinutes} minutes`;
  const hours = Math.floor(totalMinutes / 60);
  const rest = totalMinutes % 60;
  return rest === 0 ? `${hours} hour${hours > 1 ? 's' : ''}` : `${hours} h ${rest} min`;
}
