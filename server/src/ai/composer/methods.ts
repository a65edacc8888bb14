/**
 * The cooking method of each dish template: ordered steps naming the recipe's real ingredients
 * and quantities, with an action (animation) and a duration. The composer sums the durations
 * into the recipe's total time, and instructions.ts renders the same steps, so the two agree.
 */
import type { CatalogueItem } from '../catalogue/types.ts';
import { capitalize, joinList } from '../text.ts';
import { isReadyToEat, proteinCook, starchCook } from './cooking.ts';
import { amountList, amountPhrase, nameList } from './lines.ts';
import {
  doneness,
  fatText,
  inBackground,
  longestBraise,
  minutes,
  panMinutes,
  prepSteps,
  proteinPrepStep,
  seasoningLines,
  spiceLines,
  step,
} from './steps.ts';
import type { Line, Parts, StepPlan, TemplateId } from './types.ts';

export interface MethodContext {
  readonly parts: Parts;
  /** Normalised words of the recipe title: style words ("creamy") pick method variants. */
  readonly titleWords: ReadonlySet<string>;
}

type Method = (context: MethodContext) => StepPlan[];

const MEAT_GROUPS = new Set(['beef', 'pork', 'chicken', 'lamb']);

function isMeat(line: Line): boolean {
  return MEAT_GROUPS.has(line.item.group);
}

function isFishOrSeafood(line: Line): boolean {
  return line.item.group === 'fish' || line.item.group === 'seafood';
}

function isLeafy(line: Line): boolean {
  return line.item.tags.has('leafy');
}

/** Vegetables eaten raw in salads, bowls and tacos. */
function isRaw(line: Line): boolean {
  return line.item.tags.has('raw-ok');
}

function sentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return trimmed ? `${capitalize(trimmed)}${/[.!]$/.test(trimmed) ? '' : '.'}` : '';
}

function paragraph(...sentences: string[]): string {
  return sentences.map(sentence).filter(Boolean).join(' ');
}

function withAmounts(lines: readonly Line[], lead: string): string {
  return lines.length > 0 ? `${lead} ${amountList(lines)}` : '';
}

/** The juice of lemons and limes, named as juice when a step uses it. */
function juiceName(line: Line): string {
  return line.item.prep === 'juice' ? `${line.name} juice` : line.name;
}

function cookStarchStep(line: Line, stockText = 'water'): StepPlan {
  const cook = starchCook(line.item);
  const amount = amountPhrase(line);
  const water = Math.max(250, Math.round((line.grams * cook.water) / 50) * 50);
  switch (cook.method) {
    case 'simmer': {
      const rinse =
        line.item.tags.has('rice') || line.item.id === 'quinoa'
          ? `rinse ${amount}, then `
          : `put ${amount} in a pan, `;
      return step(
        `Cook the ${line.name}`,
        paragraph(
          `${rinse}add ${water} ml ${stockText} and a pinch of salt and bring to the boil`,
          `cover, turn the heat to low and simmer for ${cook.minutes} minutes until the liquid is absorbed, then leave to steam off the heat`,
        ),
        'simmer',
        minutes(cook.minutes + 2),
        minutes(cook.minutes),
      );
    }
    case 'soak':
      return line.item.id === 'couscous'
        ? step(
            'Soak the couscous',
            paragraph(
              `pour ${water} ml boiling ${stockText} over ${amount}, cover and leave for 5 minutes`,
              'fluff up with a fork',
            ),
            'rest',
            minutes(6),
            minutes(5),
          )
        : step(
            `Soak the ${line.name}`,
            paragraph(
              `cover ${amount} with just-boiled water and leave for ${cook.minutes} minutes`,
              'drain and rinse under cold water',
            ),
            'rest',
            minutes(cook.minutes + 1),
            minutes(cook.minutes),
          );
    case 'warm':
      return step(
        `Warm the ${line.name}`,
        paragraph(
          `warm ${amount} in a dry frying pan for about 30 seconds a side, then wrap in a clean tea towel to keep warm`,
        ),
        'grill',
        minutes(cook.minutes),
      );
    case 'roast':
    case 'boil': {
      if (line.item.tags.has('potato')) {
        return step(
          `Boil the ${line.name}`,
          paragraph(
            `cut ${amount} into 3 cm chunks and boil in salted water for ${cook.minutes} minutes until just tender`,
            'drain well',
          ),
          'boil',
          minutes(cook.minutes + 3),
          minutes(cook.minutes),
        );
      }
      return step(
        `Cook the ${line.name}`,
        paragraph(
          `cook ${amount} in a large pot of well-salted boiling water for ${cook.minutes} minutes until al dente`,
          'save a mugful of the cooking water, then drain',
        ),
        'boil',
        minutes(cook.minutes + 1),
        minutes(cook.minutes),
      );
    }
  }
}

function seasonText(parts: Parts): string {
  const seasoning = seasoningLines(parts);
  return seasoning.length > 0
    ? `season to taste with the ${joinList(seasoning.map((line) => line.name))}`
    : 'season to taste';
}

function garnishText(lines: readonly Line[]): string {
  return lines.length > 0 ? ` scattered with ${amountList(lines)}` : '';
}

function dressingStep(parts: Parts, lines: readonly Line[]): StepPlan {
  const fat = parts.fat.filter((line) => line.item.id !== 'butter');
  const parts_ = [...fat, ...lines];
  const text =
    parts_.length > 0
      ? `whisk ${amountList(parts_)} with a pinch of salt and pepper until smooth`
      : 'whisk 3 tbsp olive oil with 1 tbsp lemon juice and a pinch of salt';
  return step('Make the dressing', paragraph(text), 'whisk', 90);
}

const stirFry: Method = ({ parts }) => {
  const steps: StepPlan[] = [];
  const starch = parts.starch[0];
  if (starch) steps.push(inBackground(cookStarchStep(starch)));
  steps.push(...prepSteps([...parts.aromatic, ...parts.veg, ...parts.fruit, ...parts.herb]));
  const eggs = parts.protein.filter((line) => line.item.group === 'egg');
  const seared = parts.protein.filter((line) => line.item.group !== 'egg');
  const protein = proteinPrepStep(seared, 'strips', parts);
  if (protein) steps.push(protein);
  const sauce = [
    ...parts.sauce.filter((line) => line.item.prep !== 'juice'),
    ...parts.sweet,
    ...parts.baking,
  ];
  if (sauce.length > 0) {
    steps.push(
      step(
        'Mix the sauce',
        paragraph(`whisk ${amountList(sauce)} with 4 tbsp water in a small bowl`),
        'whisk',
        60,
      ),
    );
  }
  if (eggs.length > 0) {
    steps.push(
      step(
        'Scramble the eggs',
        paragraph(
          `beat ${amountList(eggs)} with a pinch of salt`,
          `cook in a little of the oil in a hot wok for 2 minutes, stirring, until just set, then lift onto a plate`,
        ),
        'fry',
        minutes(3),
        minutes(2),
      ),
    );
  }
  if (seared.length > 0) {
    const cook = panMinutes(seared, 'strips');
    steps.push(
      step(
        `Sear the ${nameList(seared)}`,
        paragraph(
          `heat half of ${fatText(parts)} in a wok or large frying pan over high heat`,
          `stir-fry the ${nameList(seared)} for ${cook} minutes until ${doneness(seared)}, then lift onto a plate`,
        ),
        'fry',
        minutes(cook + 1),
        minutes(cook),
      ),
    );
  }
  const vegMinutes = parts.veg.length > 2 ? 5 : 4;
  steps.push(
    step(
      'Stir-fry the vegetables',
      paragraph(
        parts.aromatic.length > 0
          ? `heat the remaining oil and stir-fry the ${nameList(parts.aromatic)} for 1 minute until fragrant`
          : 'heat the remaining oil over high heat',
        parts.veg.length > 0
          ? `add the ${nameList(parts.veg)} and stir-fry for ${vegMinutes} minutes until just tender but still crisp`
          : '',
      ),
      'fry',
      minutes(vegMinutes + 1),
    ),
  );
  const spices = spiceLines(parts);
  steps.push(
    step(
      'Bring it together',
      paragraph(
        parts.protein.length > 0 ? `return the ${nameList(parts.protein)} to the pan` : '',
        sauce.length > 0
          ? 'pour in the sauce and toss for 2 minutes until glossy and bubbling'
          : 'toss everything together for 2 minutes',
        withAmounts(spices, 'sprinkle over'),
        parts.fruit.filter((line) => line.item.prep === 'juice').length > 0
          ? `finish with the ${nameList(parts.fruit.filter((line) => line.item.prep === 'juice').map((line) => ({ ...line, name: juiceName(line) })))}`
          : '',
      ),
      'fry',
      minutes(2),
    ),
  );
  steps.push(
    step(
      'Serve',
      paragraph(
        `spoon the stir-fry ${starch ? `over the ${starch.name}` : 'into warm bowls'}${garnishText([...parts.nut, ...parts.herb.filter((line) => line.item.tags.has('raw-ok'))])}`,
      ),
      'plate',
      60,
    ),
  );
  return steps;
};

const soup: Method = ({ parts, titleWords }) => {
  const steps: StepPlan[] = [];
  const blended =
    titleWords.has('creamy') || titleWords.has('velvety') || titleWords.has('blended');
  const leafy = parts.veg.filter(isLeafy);
  const hearty = parts.veg.filter((line) => !isLeafy(line));
  const meat = parts.protein.filter(isMeat);
  const seafood = parts.protein.filter(isFishOrSeafood);
  const plant = parts.protein.filter((line) => !isMeat(line) && !isFishOrSeafood(line));
  const potatoes = parts.starch.filter((line) => line.item.tags.has('potato'));
  const otherStarch = parts.starch.filter((line) => !line.item.tags.has('potato'));
  steps.push(...prepSteps([...parts.aromatic, ...hearty, ...potatoes, ...leafy, ...parts.herb]));
  const protein = proteinPrepStep(parts.protein, 'bite', parts);
  if (protein) steps.push(protein);
  const spices = spiceLines(parts);
  steps.push(
    step(
      'Soften the aromatics',
      paragraph(
        `heat ${fatText(parts)} in a large pot over medium heat`,
        parts.aromatic.length > 0
          ? `cook the ${nameList(parts.aromatic)} for 5 minutes until soft`
          : 'warm it for a minute',
        withAmounts(spices, 'stir in'),
      ),
      'fry',
      minutes(6),
    ),
  );
  if (meat.length > 0) {
    const cook = panMinutes(meat, 'bite');
    steps.push(
      step(
        `Brown the ${nameList(meat)}`,
        paragraph(`add the ${nameList(meat)} and cook for ${cook} minutes until lightly browned`),
        'fry',
        minutes(cook),
      ),
    );
  }
  const liquids = parts.liquid.filter((line) => !line.item.tags.has('cream'));
  const creams = parts.liquid.filter((line) => line.item.tags.has('cream'));
  steps.push(
    step(
      'Bring to the boil',
      paragraph(
        `add the ${nameList([...hearty, ...potatoes, ...plant])}`,
        withAmounts(liquids, 'pour in'),
        withAmounts(
          parts.sauce.filter((line) => line.item.prep !== 'juice'),
          'stir in',
        ),
        'bring to the boil',
      ),
      'boil',
      minutes(5),
    ),
  );
  const simmer = Math.max(
    18,
    ...plant.map((line) => Math.min(30, proteinCook(line.item).braise)),
    meat.length > 0 ? 20 : 0,
    potatoes.length > 0 ? 20 : 0,
  );
  steps.push(
    step(
      'Simmer',
      paragraph(
        `lower the heat, cover and simmer for ${simmer} minutes until the vegetables are tender`,
      ),
      'simmer',
      minutes(simmer),
    ),
  );
  for (const line of otherStarch) {
    const cook = starchCook(line.item);
    steps.push(
      step(
        `Add the ${line.name}`,
        paragraph(
          `add ${amountPhrase(line)} and simmer for ${cook.minutes} more minutes until tender`,
        ),
        'simmer',
        minutes(cook.minutes),
      ),
    );
  }
  if (seafood.length > 0) {
    const cook = Math.max(...seafood.map((line) => proteinCook(line.item).braise));
    steps.push(
      step(
        `Poach the ${nameList(seafood)}`,
        paragraph(
          `add the ${nameList(seafood)} and simmer gently for ${cook} minutes until ${doneness(seafood)}`,
        ),
        'simmer',
        minutes(cook),
      ),
    );
  }
  if (blended) {
    steps.push(
      step(
        'Blend until smooth',
        paragraph(
          'blend the soup with a stick blender until velvety smooth',
          creams.length > 0 ? `stir in ${amountList(creams)}` : '',
        ),
        'mix',
        minutes(2),
      ),
    );
  } else if (creams.length > 0) {
    steps.push(
      step(
        'Add the cream',
        paragraph(`stir in ${amountList(creams)} and warm through without boiling`),
        'mix',
        minutes(1),
      ),
    );
  }
  if (leafy.length > 0) {
    steps.push(
      step(
        'Wilt the greens',
        paragraph(`stir in the ${nameList(leafy)} and cook for 2 minutes until wilted`),
        'simmer',
        minutes(2),
      ),
    );
  }
  const juice = parts.fruit.filter((line) => line.item.prep === 'juice');
  steps.push(
    step(
      'Season and serve',
      paragraph(
        seasonText(parts),
        juice.length > 0 ? `add a squeeze of ${joinList(juice.map(juiceName))}` : '',
        `ladle into warm bowls${garnishText([...parts.herb, ...parts.cheese, ...parts.dairy, ...parts.nut])}`,
      ),
      'plate',
      90,
    ),
  );
  return steps;
};

const salad: Method = ({ parts }) => {
  const steps: StepPlan[] = [];
  const roast = parts.veg.filter((line) => !isRaw(line));
  const raw = parts.veg.filter(isRaw);
  const eggs = parts.protein.filter((line) => line.item.group === 'egg');
  const ready = parts.protein.filter(
    (line) => line.item.group === 'legume' || isReadyToEat(line.item),
  );
  const cooked = parts.protein.filter((line) => !eggs.includes(line) && !ready.includes(line));
  if (roast.length > 0) {
    steps.push(...prepSteps(roast, 'Prep the vegetables for roasting'));
    steps.push(
      inBackground(
        step(
          `Roast the ${nameList(roast)}`,
          paragraph(
            'heat the oven to 220 °C (200 °C fan)',
            `toss the ${nameList(roast)} with 1 tbsp of the oil and a pinch of salt on a lined tray and roast for 25 minutes until golden and tender`,
          ),
          'bake',
          minutes(25),
        ),
      ),
    );
  }
  for (const starch of parts.starch) {
    if (starch.item.tags.has('bread')) {
      steps.push(
        step(
          'Make croutons',
          paragraph(
            `tear ${amountPhrase(starch)} into small pieces, toss with a little oil and toast in a frying pan for 6 minutes until crisp`,
          ),
          'fry',
          minutes(6),
        ),
      );
    } else {
      steps.push(inBackground(cookStarchStep(starch)));
    }
  }
  if (eggs.length > 0) {
    steps.push(
      inBackground(
        step(
          'Boil the eggs',
          paragraph(
            `lower ${amountList(eggs)} into boiling water and cook for 8 minutes`,
            'cool them in cold water, then peel and quarter',
          ),
          'boil',
          minutes(9),
          minutes(8),
        ),
      ),
    );
  }
  const protein = proteinPrepStep(
    [...cooked, ...ready.filter((line) => line.item.group === 'legume')],
    'bite',
    parts,
  );
  if (protein) steps.push(protein);
  if (cooked.length > 0) {
    const cook = panMinutes(cooked, 'bite');
    steps.push(
      step(
        `Cook the ${nameList(cooked)}`,
        paragraph(
          `heat 1 tbsp of the oil in a frying pan over medium-high heat`,
          `cook the ${nameList(cooked)} for ${cook} minutes until ${doneness(cooked)}, then leave to cool slightly`,
        ),
        'fry',
        minutes(cook + 1),
        minutes(cook),
      ),
    );
  }
  steps.push(
    ...prepSteps(
      [
        ...raw,
        ...parts.aromatic,
        ...parts.fruit.filter((line) => line.item.prep !== 'juice'),
        ...parts.herb,
        ...parts.cheese,
      ],
      'Prep the salad',
    ),
  );
  const dressing = [
    ...parts.sauce,
    ...parts.fruit.filter((line) => line.item.prep === 'juice'),
    ...parts.sweet,
    ...spiceLines(parts),
  ];
  steps.push(dressingStep(parts, dressing));
  steps.push(
    step(
      'Toss the salad',
      paragraph(
        `toss the ${nameList([...raw, ...roast, ...parts.starch]) || 'salad'} with two thirds of the dressing`,
      ),
      'mix',
      60,
    ),
  );
  const toppings = [...parts.protein, ...parts.cheese, ...parts.nut];
  steps.push(
    step(
      'Serve',
      paragraph(
        `pile onto a platter${toppings.length > 0 ? `, top with the ${nameList(toppings)}` : ''} and drizzle over the remaining dressing`,
      ),
      'plate',
      90,
    ),
  );
  return steps;
};

const pasta: Method = ({ parts }) => {
  const steps: StepPlan[] = [];
  const noodle = parts.starch[0];
  steps.push(
    inBackground(
      step(
        'Boil the water',
        paragraph('bring a large pot of well-salted water to the boil'),
        'boil',
        minutes(8),
      ),
    ),
  );
  steps.push(...prepSteps([...parts.aromatic, ...parts.veg, ...parts.herb, ...parts.cheese]));
  const protein = proteinPrepStep(parts.protein, 'bite', parts);
  if (protein) steps.push(protein);
  const cookedProtein = parts.protein.filter(
    (line) => !isReadyToEat(line.item) && line.item.group !== 'legume',
  );
  if (cookedProtein.length > 0) {
    const cook = panMinutes(cookedProtein, 'bite');
    steps.push(
      step(
        `Cook the ${nameList(cookedProtein)}`,
        paragraph(
          `heat ${fatText(parts)} in a large frying pan over medium-high heat`,
          `cook the ${nameList(cookedProtein)} for ${cook} minutes until ${doneness(cookedProtein)}`,
        ),
        'fry',
        minutes(cook),
      ),
    );
  }
  const hard = parts.veg.filter((line) => !isLeafy(line));
  const leafy = parts.veg.filter(isLeafy);
  const vegActions = [
    parts.aromatic.length > 0 ? `cook the ${nameList(parts.aromatic)} for 2 minutes` : '',
    hard.length > 0 ? `add the ${nameList(hard)} and cook for 5 minutes until tender` : '',
  ].filter(Boolean);
  steps.push(
    step(
      'Cook the vegetables',
      paragraph(
        `${cookedProtein.length > 0 ? 'in the same pan,' : `heat ${fatText(parts)} in a large frying pan, then`} ${vegActions.join(', then ') || 'warm the pan through'}`,
        withAmounts(spiceLines(parts), 'stir in'),
      ),
      'fry',
      minutes(hard.length > 0 ? 7 : 2),
    ),
  );
  if (noodle) steps.push(inBackground(cookStarchStep(noodle)));
  const sauceLines = [
    ...parts.liquid,
    ...parts.sauce.filter((line) => line.item.prep !== 'juice'),
    ...parts.dairy,
  ];
  steps.push(
    step(
      'Make the sauce',
      paragraph(
        sauceLines.length > 0
          ? `add ${amountList(sauceLines)} to the pan`
          : 'add a ladle of the pasta water to the pan',
        'simmer for 6 minutes until slightly thickened',
      ),
      'simmer',
      minutes(6),
    ),
  );
  const ready = parts.protein.filter(
    (line) => isReadyToEat(line.item) || line.item.group === 'legume',
  );
  const juice = parts.fruit.filter((line) => line.item.prep === 'juice');
  steps.push(
    step(
      'Toss together',
      paragraph(
        `tip the ${noodle?.name ?? 'pasta'} into the sauce with a splash of the cooking water`,
        leafy.length > 0 || ready.length > 0 ? `stir in the ${nameList([...leafy, ...ready])}` : '',
        juice.length > 0 ? `add a squeeze of ${joinList(juice.map(juiceName))}` : '',
        `toss for 1 minute until glossy and ${seasonText(parts)}`,
      ),
      'mix',
      minutes(1),
    ),
  );
  steps.push(
    step(
      'Serve',
      paragraph(
        `divide between warm plates${garnishText([...parts.cheese, ...parts.herb, ...parts.nut])}`,
      ),
      'plate',
      60,
    ),
  );
  return steps;
};

const curry: Method = ({ parts }) => {
  const steps: StepPlan[] = [];
  const rice = parts.starch.find((line) => !line.item.tags.has('potato'));
  const potatoes = parts.starch.filter((line) => line.item.tags.has('potato'));
  if (rice) steps.push(inBackground(cookStarchStep(rice)));
  const leafy = parts.veg.filter(isLeafy);
  const hard = parts.veg.filter((line) => !isLeafy(line));
  steps.push(...prepSteps([...parts.aromatic, ...hard, ...potatoes, ...leafy, ...parts.herb]));
  const protein = proteinPrepStep(parts.protein, 'bite', parts);
  if (protein) steps.push(protein);
  const seared = parts.protein.filter(
    (line) =>
      isMeat(line) || ['tofu', 'paneer', 'halloumi', 'tempeh', 'seitan'].includes(line.item.id),
  );
  if (seared.length > 0) {
    const cook = Math.max(4, Math.round(panMinutes(seared, 'bite') * 0.7));
    steps.push(
      step(
        `Brown the ${nameList(seared)}`,
        paragraph(
          `heat ${fatText(parts)} in a large deep pan`,
          `brown the ${nameList(seared)} for ${cook} minutes, then lift out`,
        ),
        'fry',
        minutes(cook),
      ),
    );
  }
  steps.push(
    step(
      'Cook the onion base',
      paragraph(
        `${seared.length > 0 ? 'in the same pan,' : `heat ${fatText(parts)} in a large deep pan, then`} ${parts.aromatic.length > 0 ? `cook the ${nameList(parts.aromatic)} over medium heat for 6 minutes until golden` : 'let the pan heat through'}`,
      ),
      'fry',
      minutes(6),
    ),
  );
  const paste = parts.sauce.filter(
    (line) => line.item.id === 'curry-paste' || line.item.id === 'tomato-paste',
  );
  steps.push(
    step(
      'Toast the spices',
      paragraph(
        `stir in ${amountList([...spiceLines(parts), ...paste]) || 'the spices'} and cook for 1 minute until fragrant`,
      ),
      'season',
      60,
    ),
  );
  const simmered = parts.protein.filter((line) => !seared.includes(line) && !isFishOrSeafood(line));
  const seafood = parts.protein.filter(isFishOrSeafood);
  const simmer = Math.max(
    15,
    potatoes.length > 0 || hard.some((line) => line.item.tags.has('root')) ? 20 : 0,
    ...simmered.map((line) => Math.min(30, proteinCook(line.item).braise)),
    seared.some(isMeat) ? 20 : 0,
  );
  const otherSauces = parts.sauce.filter(
    (line) => !paste.includes(line) && line.item.prep !== 'juice',
  );
  steps.push(
    step(
      'Simmer the curry',
      paragraph(
        `add the ${nameList([...hard, ...potatoes, ...simmered, ...seared]) || 'vegetables'}`,
        withAmounts([...parts.liquid, ...otherSauces], 'pour in'),
        `bring to a gentle simmer, cover and cook for ${simmer} minutes, stirring now and then`,
      ),
      'simmer',
      minutes(simmer),
    ),
  );
  if (seafood.length > 0) {
    const cook = Math.max(...seafood.map((line) => proteinCook(line.item).braise));
    steps.push(
      step(
        `Add the ${nameList(seafood)}`,
        paragraph(
          `add the ${nameList(seafood)} and simmer for ${cook} minutes until ${doneness(seafood)}`,
        ),
        'simmer',
        minutes(cook),
      ),
    );
  }
  const juice = parts.fruit.filter((line) => line.item.prep === 'juice');
  const fruit = parts.fruit.filter((line) => line.item.prep !== 'juice');
  steps.push(
    step(
      'Finish the curry',
      paragraph(
        leafy.length > 0 || fruit.length > 0
          ? `stir in the ${nameList([...leafy, ...fruit])} until wilted and warm`
          : 'stir well',
        withAmounts(parts.dairy, 'swirl in'),
        juice.length > 0 ? `add a squeeze of ${joinList(juice.map(juiceName))}` : '',
        seasonText(parts),
      ),
      'simmer',
      minutes(2),
    ),
  );
  steps.push(
    step(
      'Serve',
      paragraph(
        `serve ${rice ? `with the ${rice.name}` : 'in warm bowls'}${garnishText([...parts.herb, ...parts.nut])}`,
      ),
      'plate',
      60,
    ),
  );
  return steps;
};

const frittata: Method = ({ parts }) => {
  const steps: StepPlan[] = [];
  const eggs = parts.protein.filter((line) => line.item.group === 'egg');
  const others = parts.protein.filter((line) => line.item.group !== 'egg');
  steps.push(step('Heat the grill', paragraph('heat the oven grill to high'), 'prep', 30));
  steps.push(
    ...prepSteps([
      ...parts.aromatic,
      ...parts.veg,
      ...parts.starch,
      ...parts.herb,
      ...parts.cheese,
    ]),
  );
  const potatoes = parts.starch.filter((line) => line.item.tags.has('potato'));
  if (potatoes.length > 0) {
    steps.push(
      step(
        `Par-boil the ${nameList(potatoes)}`,
        paragraph(
          `boil the ${nameList(potatoes)} in salted water for 8 minutes until just tender, then drain`,
        ),
        'boil',
        minutes(8),
      ),
    );
  }
  steps.push(
    step(
      'Whisk the eggs',
      paragraph(
        `whisk ${amountList(eggs) || 'the eggs'}${parts.liquid.length + parts.dairy.length > 0 ? ` with ${amountList([...parts.liquid, ...parts.dairy])}` : ''}, ${amountList(seasoningLines(parts)) || 'a pinch of salt'} and half of the cheese and herbs`,
      ),
      'whisk',
      minutes(2),
    ),
  );
  if (others.length > 0) {
    const cook = panMinutes(others, 'bite');
    steps.push(
      step(
        `Cook the ${nameList(others)}`,
        paragraph(
          `fry the ${nameList(others)} in a 24 cm ovenproof frying pan for ${cook} minutes until ${doneness(others)}`,
        ),
        'fry',
        minutes(cook),
      ),
    );
  }
  steps.push(
    step(
      'Cook the vegetables',
      paragraph(
        `heat ${fatText(parts)} in the ovenproof pan over medium heat`,
        `cook the ${nameList([...parts.aromatic, ...parts.veg, ...potatoes]) || 'vegetables'} for 6 minutes until soft`,
        withAmounts(spiceLines(parts), 'stir in'),
      ),
      'fry',
      minutes(6),
    ),
  );
  steps.push(
    step(
      'Set the eggs',
      paragraph(
        'pour in the eggs, tilting the pan to spread them',
        'cook over low heat for 6 minutes until the edges are set',
      ),
      'fry',
      minutes(6),
    ),
  );
  steps.push(
    step(
      'Finish under the grill',
      paragraph(
        'scatter over the remaining cheese and herbs',
        'grill for 4 minutes until puffed and golden',
      ),
      'grill',
      minutes(4),
    ),
  );
  steps.push(
    step(
      'Rest and slice',
      paragraph('leave to rest for 3 minutes, then slide onto a board and cut into wedges'),
      'rest',
      minutes(3),
    ),
  );
  steps.push(
    step(
      'Serve',
      paragraph(`serve warm or at room temperature${garnishText(parts.sauce)}`),
      'plate',
      45,
    ),
  );
  return steps;
};

const trayBake: Method = ({ parts }) => {
  const steps: StepPlan[] = [];
  steps.push(
    step(
      'Heat the oven',
      paragraph('heat the oven to 220 °C (200 °C fan) and line a large roasting tray'),
      'prep',
      60,
    ),
  );
  steps.push(...prepSteps([...parts.starch, ...parts.veg, ...parts.aromatic, ...parts.herb]));
  const fish = parts.protein.filter(isFishOrSeafood);
  const main = parts.protein.filter((line) => !isFishOrSeafood(line));
  const protein = proteinPrepStep(parts.protein, 'whole', parts);
  if (protein) steps.push(protein);
  const spices = spiceLines(parts);
  steps.push(
    step(
      'Coat in oil and spices',
      paragraph(
        `toss the ${nameList([...parts.starch, ...parts.veg, ...parts.aromatic]) || 'vegetables'} with ${fatText(parts)}${spices.length > 0 ? `, ${amountList(spices)}` : ''} and a pinch of salt`,
        'spread everything out on the tray in a single layer',
      ),
      'mix',
      minutes(2),
    ),
  );
  if (main.length > 0) {
    const sauces = parts.sauce.filter((line) => line.item.prep !== 'juice');
    steps.push(
      step(
        `Add the ${nameList(main)}`,
        paragraph(
          `nestle the ${nameList(main)} among the vegetables`,
          sauces.length > 0
            ? `brush them with ${amountList(sauces)}`
            : 'rub them with a little of the oil',
        ),
        'season',
        60,
      ),
    );
  }
  const starchMinutes = parts.starch.some((line) => line.item.tags.has('potato')) ? 40 : 30;
  const mainMinutes = Math.max(
    starchMinutes,
    25,
    ...main.map((line) => Math.min(proteinCook(line.item).oven, 90)),
  );
  const fishMinutes =
    fish.length > 0 ? Math.max(...fish.map((line) => proteinCook(line.item).oven)) : 0;
  steps.push(
    step(
      'Roast',
      paragraph(
        `roast for ${mainMinutes - fishMinutes} minutes, turning the vegetables halfway${main.length > 0 && fish.length === 0 ? `, until the ${nameList(main)} are ${doneness(main)}` : ''}`,
      ),
      'bake',
      minutes(mainMinutes - fishMinutes),
    ),
  );
  if (fish.length > 0) {
    steps.push(
      step(
        `Roast the ${nameList(fish)}`,
        paragraph(
          `lay the ${nameList(fish)} on top of the vegetables and roast for ${fishMinutes} more minutes until ${doneness(fish)}`,
        ),
        'bake',
        minutes(fishMinutes),
      ),
    );
  }
  const juice = parts.fruit.filter((line) => line.item.prep === 'juice');
  if (main.some(isMeat)) {
    steps.push(
      step(
        'Rest',
        paragraph(
          `rest the tray for 5 minutes${juice.length > 0 ? ` and squeeze over the ${joinList(juice.map(juiceName))}` : ''}`,
        ),
        'rest',
        minutes(5),
      ),
    );
  }
  steps.push(
    step(
      'Serve',
      paragraph(
        `${juice.length > 0 && !main.some(isMeat) ? `squeeze over the ${joinList(juice.map(juiceName))} and ` : ''}serve straight from the tray${garnishText([...parts.herb, ...parts.cheese, ...parts.dairy, ...parts.nut])}`,
      ),
      'plate',
      60,
    ),
  );
  return steps;
};

const tacos: Method = ({ parts }) => {
  const steps: StepPlan[] = [];
  const tortilla = parts.starch[0];
  const raw = [
    ...parts.veg.filter(isRaw),
    ...parts.fruit.filter((line) => line.item.prep !== 'juice'),
  ];
  const cooked = parts.veg.filter((line) => !isRaw(line));
  steps.push(...prepSteps([...parts.aromatic, ...cooked, ...raw, ...parts.herb, ...parts.cheese]));
  const protein = proteinPrepStep(parts.protein, 'strips', parts);
  if (protein) steps.push(protein);
  const spices = spiceLines(parts);
  if (parts.protein.length > 0 && spices.length > 0) {
    steps.push(
      step(
        'Season the filling',
        paragraph(`toss the ${nameList(parts.protein)} with ${amountList(spices)}`),
        'season',
        60,
      ),
    );
  }
  const cookMinutes = parts.protein.length > 0 ? panMinutes(parts.protein, 'strips') : 0;
  steps.push(
    step(
      'Cook the filling',
      paragraph(
        `heat ${fatText(parts)} in a large frying pan over high heat`,
        parts.protein.length > 0
          ? `cook the ${nameList(parts.protein)} for ${cookMinutes} minutes until ${doneness(parts.protein)}`
          : '',
        cooked.length > 0 || parts.aromatic.length > 0
          ? `add the ${nameList([...parts.aromatic, ...cooked])} and cook for 4 more minutes until softened and lightly charred`
          : '',
        parts.protein.length === 0 && spices.length > 0 ? `stir in ${amountList(spices)}` : '',
      ),
      'fry',
      minutes(cookMinutes + (cooked.length > 0 || parts.aromatic.length > 0 ? 4 : 1)),
    ),
  );
  const juice = parts.fruit.filter((line) => line.item.prep === 'juice');
  if (raw.length > 0) {
    steps.push(
      step(
        'Make a fresh salsa',
        paragraph(
          `mix the ${nameList(raw)}${juice.length > 0 ? ` with the ${joinList(juice.map(juiceName))}` : ''} and a pinch of salt`,
        ),
        'mix',
        90,
      ),
    );
  }
  if (tortilla) steps.push(cookStarchStep(tortilla));
  const toppings = [
    ...parts.cheese,
    ...parts.dairy,
    ...parts.sauce.filter((line) => line.item.prep !== 'juice'),
    ...parts.liquid,
  ];
  steps.push(
    step(
      'Assemble',
      paragraph(
        `fill the ${tortilla?.name ?? 'tortillas'} with the filling${raw.length > 0 ? ' and salsa' : ''}`,
        toppings.length > 0 ? `top with ${amountList(toppings)}` : '',
        parts.herb.length > 0 ? `finish with the ${nameList(parts.herb)}` : '',
      ),
      'plate',
      minutes(3),
    ),
  );
  return steps;
};

const grainBowl: Method = ({ parts }) => {
  const steps: StepPlan[] = [];
  const grain = parts.starch[0];
  if (grain) steps.push(inBackground(cookStarchStep(grain)));
  const roast = parts.veg.filter((line) => !isRaw(line) && !isLeafy(line));
  const raw = parts.veg.filter((line) => !roast.includes(line));
  if (roast.length > 0) {
    steps.push(...prepSteps(roast, 'Prep the vegetables for roasting'));
    steps.push(
      inBackground(
        step(
          `Roast the ${nameList(roast)}`,
          paragraph(
            'heat the oven to 220 °C (200 °C fan)',
            `toss the ${nameList(roast)} with 1 tbsp oil and a pinch of salt and roast for 22 minutes until golden`,
          ),
          'bake',
          minutes(22),
        ),
      ),
    );
  }
  const eggs = parts.protein.filter((line) => line.item.group === 'egg');
  const cooked = parts.protein.filter(
    (line) => line.item.group !== 'egg' && line.item.group !== 'legume' && !isReadyToEat(line.item),
  );
  const protein = proteinPrepStep(
    parts.protein.filter((line) => !eggs.includes(line)),
    'bite',
    parts,
  );
  if (protein) steps.push(protein);
  if (eggs.length > 0) {
    steps.push(
      inBackground(
        step(
          'Boil the eggs',
          paragraph(
            `boil ${amountList(eggs)} for 7 minutes for jammy yolks`,
            'cool in cold water, peel and halve',
          ),
          'boil',
          minutes(8),
          minutes(7),
        ),
      ),
    );
  }
  if (cooked.length > 0) {
    const cook = panMinutes(cooked, 'bite');
    steps.push(
      step(
        `Cook the ${nameList(cooked)}`,
        paragraph(
          `pan-fry the ${nameList(cooked)} in ${fatText(parts)} over medium-high heat for ${cook} minutes until ${doneness(cooked)}`,
        ),
        'fry',
        minutes(cook),
      ),
    );
  }
  steps.push(
    ...prepSteps(
      [
        ...raw,
        ...parts.aromatic,
        ...parts.fruit.filter((line) => line.item.prep !== 'juice'),
        ...parts.herb,
        ...parts.cheese,
      ],
      'Prep the toppings',
    ),
  );
  steps.push(
    dressingStep(parts, [
      ...parts.sauce,
      ...parts.fruit.filter((line) => line.item.prep === 'juice'),
      ...parts.sweet,
      ...spiceLines(parts),
    ]),
  );
  steps.push(
    step(
      'Build the bowls',
      paragraph(
        `divide the ${grain?.name ?? 'grains'} between four bowls`,
        `arrange the ${nameList([...parts.protein, ...roast, ...raw, ...parts.fruit.filter((line) => line.item.prep !== 'juice')]) || 'toppings'} on top`,
        `drizzle with the dressing${garnishText([...parts.cheese, ...parts.nut, ...parts.herb])}`,
      ),
      'plate',
      minutes(3),
    ),
  );
  return steps;
};

const risotto: Method = ({ parts }) => {
  const steps: StepPlan[] = [];
  const rice = parts.starch[0];
  const stock = parts.liquid.filter((line) => line.item.tags.has('stock'));
  const wine = parts.liquid.filter((line) => !line.item.tags.has('stock'));
  steps.push(
    inBackground(
      step(
        'Warm the stock',
        paragraph(
          `heat ${amountList(stock) || '1.2 l stock'} in a saucepan and keep it at a gentle simmer`,
        ),
        'boil',
        minutes(5),
      ),
    ),
  );
  steps.push(...prepSteps([...parts.aromatic, ...parts.veg, ...parts.herb, ...parts.cheese]));
  const protein = proteinPrepStep(parts.protein, 'bite', parts);
  if (protein) steps.push(protein);
  if (parts.protein.length > 0) {
    const cook = panMinutes(parts.protein, 'bite');
    steps.push(
      step(
        `Cook the ${nameList(parts.protein)}`,
        paragraph(
          `fry the ${nameList(parts.protein)} in a little oil in a wide pan for ${cook} minutes until ${doneness(parts.protein)}, then set aside`,
        ),
        'fry',
        minutes(cook),
      ),
    );
  }
  const fats = parts.fat;
  steps.push(
    step(
      'Soften the onion',
      paragraph(
        `heat half of ${fats.length > 0 ? amountList(fats) : 'the oil'} in a wide pan`,
        `cook the ${nameList(parts.aromatic) || 'aromatics'} gently for 4 minutes until soft`,
      ),
      'fry',
      minutes(4),
    ),
  );
  steps.push(
    step(
      'Toast the rice',
      paragraph(
        `add ${rice ? amountPhrase(rice) : 'the rice'} and stir for 2 minutes until the edges turn translucent`,
        wine.length > 0 ? `pour in ${amountList(wine)} and let it bubble away` : '',
      ),
      'fry',
      minutes(2),
    ),
  );
  const hard = parts.veg.filter((line) => !isLeafy(line) && line.item.id !== 'peas');
  const late = parts.veg.filter((line) => !hard.includes(line));
  steps.push(
    step(
      'Add the stock slowly',
      paragraph(
        'add the hot stock a ladle at a time, stirring often and letting each ladle be absorbed before the next',
        hard.length > 0 ? `add the ${nameList(hard)} after 8 minutes` : '',
        late.length > 0 ? `stir in the ${nameList(late)} for the last 3 minutes` : '',
        'cook for 18 minutes until creamy and just al dente',
      ),
      'simmer',
      minutes(18),
    ),
  );
  steps.push(
    step(
      'Finish the risotto',
      paragraph(
        `take the pan off the heat and stir in the remaining fat${parts.cheese.length > 0 ? ` and ${amountList(parts.cheese)}` : ''}`,
        parts.protein.length > 0 ? `fold through the ${nameList(parts.protein)}` : '',
        seasonText(parts),
      ),
      'mix',
      60,
    ),
  );
  steps.push(
    step(
      'Rest',
      paragraph('cover and leave to rest for 2 minutes so it turns extra creamy'),
      'rest',
      minutes(2),
    ),
  );
  steps.push(
    step(
      'Serve',
      paragraph(`spoon into warm shallow bowls${garnishText([...parts.herb, ...parts.nut])}`),
      'plate',
      45,
    ),
  );
  return steps;
};

const stew: Method = ({ parts }) => {
  const steps: StepPlan[] = [];
  const leafy = parts.veg.filter(isLeafy);
  const hard = parts.veg.filter((line) => !isLeafy(line));
  const meat = parts.protein.filter(isMeat);
  const seafood = parts.protein.filter(isFishOrSeafood);
  const plant = parts.protein.filter((line) => !isMeat(line) && !isFishOrSeafood(line));
  const potatoes = parts.starch.filter(
    (line) => line.item.tags.has('potato') || line.item.id === 'barley',
  );
  const bread = parts.starch.filter((line) => !potatoes.includes(line));
  steps.push(...prepSteps([...parts.aromatic, ...hard, ...potatoes, ...leafy, ...parts.herb]));
  const protein = proteinPrepStep(parts.protein, 'chunks', parts);
  if (protein) steps.push(protein);
  if (meat.length > 0) {
    const flour = parts.baking.filter((line) => line.item.id === 'flour');
    const cook = Math.max(8, panMinutes(meat, 'chunks'));
    steps.push(
      step(
        `Brown the ${nameList(meat)}`,
        paragraph(
          flour.length > 0 ? `toss the ${nameList(meat)} with ${amountList(flour)}` : '',
          `brown in batches in ${fatText(parts)} in a heavy casserole over high heat for ${cook} minutes in total, then set aside`,
        ),
        'fry',
        minutes(cook),
      ),
    );
  }
  const paste = parts.sauce.filter((line) => line.item.id === 'tomato-paste');
  steps.push(
    step(
      'Build the base',
      paragraph(
        meat.length > 0 ? 'lower the heat' : `heat ${fatText(parts)} in a heavy casserole`,
        `cook the ${nameList(parts.aromatic) || 'aromatics'} for 6 minutes until soft`,
        withAmounts([...paste, ...spiceLines(parts)], 'stir in'),
      ),
      'fry',
      minutes(7),
    ),
  );
  const otherSauces = parts.sauce.filter(
    (line) => !paste.includes(line) && line.item.prep !== 'juice',
  );
  steps.push(
    step(
      'Add the liquid',
      paragraph(
        `add the ${nameList([...hard, ...potatoes, ...plant, ...meat]) || 'vegetables'}`,
        withAmounts([...parts.liquid, ...otherSauces], 'pour in'),
        'bring to the boil',
      ),
      'boil',
      minutes(5),
    ),
  );
  const braise = Math.max(
    30,
    longestBraise(meat),
    ...plant.map((line) => proteinCook(line.item).braise),
    potatoes.length > 0 ? 30 : 0,
  );
  steps.push(
    step(
      'Simmer slowly',
      paragraph(
        `cover and simmer gently for ${braise} minutes, stirring now and then, until everything is tender`,
      ),
      'simmer',
      minutes(braise),
    ),
  );
  if (seafood.length > 0) {
    const cook = Math.max(...seafood.map((line) => proteinCook(line.item).braise));
    steps.push(
      step(
        `Add the ${nameList(seafood)}`,
        paragraph(
          `lay the ${nameList(seafood)} in the stew and simmer for ${cook} minutes until ${doneness(seafood)}`,
        ),
        'simmer',
        minutes(cook),
      ),
    );
  }
  if (leafy.length > 0) {
    steps.push(
      step(
        'Stir in the greens',
        paragraph(`stir in the ${nameList(leafy)} and simmer for 3 minutes until wilted`),
        'simmer',
        minutes(3),
      ),
    );
  }
  steps.push(
    step(
      'Rest',
      paragraph(`take the stew off the heat and ${seasonText(parts)}`, 'let it rest for 5 minutes'),
      'rest',
      minutes(5),
    ),
  );
  steps.push(
    step(
      'Serve',
      paragraph(
        `ladle into bowls${garnishText([...parts.herb, ...parts.dairy, ...parts.cheese])}${bread.length > 0 ? ` with ${amountList(bread)} on the side` : ''}`,
      ),
      'plate',
      60,
    ),
  );
  return steps;
};

const gratin: Method = ({ parts, titleWords }) => {
  const steps: StepPlan[] = [];
  const pastaBake =
    titleWords.has('pasta') || parts.starch.some((line) => line.item.tags.has('pasta'));
  const base = parts.starch[0];
  steps.push(
    step(
      'Heat the oven',
      paragraph('heat the oven to 200 °C (180 °C fan) and butter a large baking dish'),
      'prep',
      60,
    ),
  );
  if (base && pastaBake) {
    steps.push(
      step(
        `Par-cook the ${base.name}`,
        paragraph(
          `boil ${amountPhrase(base)} in salted water for 7 minutes, 3 minutes short of al dente, then drain`,
        ),
        'boil',
        minutes(7),
      ),
    );
  } else if (base) {
    steps.push(
      step(
        `Slice the ${base.name}`,
        paragraph(`peel and thinly slice ${amountPhrase(base)} (about 3 mm thick)`),
        'chop',
        minutes(5),
      ),
    );
  }
  steps.push(...prepSteps([...parts.aromatic, ...parts.veg, ...parts.herb, ...parts.cheese]));
  const protein = proteinPrepStep(parts.protein, 'bite', parts);
  if (protein) steps.push(protein);
  const cookable = parts.protein.filter(
    (line) => !isReadyToEat(line.item) && line.item.group !== 'legume',
  );
  if (cookable.length > 0 || parts.veg.length > 0) {
    const cook = cookable.length > 0 ? panMinutes(cookable, 'bite') : 0;
    steps.push(
      step(
        'Cook the filling',
        paragraph(
          `heat a little oil in a frying pan`,
          `cook the ${nameList([...cookable, ...parts.aromatic, ...parts.veg])} for ${cook + 5} minutes until softened`,
        ),
        'fry',
        minutes(cook + 5),
      ),
    );
  }
  const creams = parts.liquid;
  const roux = parts.baking.filter((line) => line.item.id === 'flour');
  const butter = parts.fat.filter((line) => line.item.id === 'butter');
  steps.push(
    roux.length > 0
      ? step(
          'Make the sauce',
          paragraph(
            `melt ${amountList(butter) || 'the butter'} in a saucepan, stir in ${amountList(roux)} for 1 minute`,
            `whisk in ${amountList(creams) || 'the milk'} a little at a time and simmer for 4 minutes until thickened`,
            withAmounts(spiceLines(parts), 'season with'),
          ),
          'whisk',
          minutes(5),
        )
      : step(
          'Make the sauce',
          paragraph(
            `warm ${amountList(creams) || 'the cream'} with ${amountList(spiceLines(parts)) || 'a pinch of salt'}`,
          ),
          'whisk',
          minutes(3),
        ),
  );
  const melting = parts.cheese;
  steps.push(
    step(
      'Assemble',
      paragraph(
        `layer the ${base?.name ?? 'vegetables'} in the dish with the filling`,
        'pour over the sauce',
        melting.length > 0 ? `scatter over ${amountList(melting)}` : '',
      ),
      'mix',
      minutes(3),
    ),
  );
  const bake = pastaBake ? 25 : 45;
  steps.push(
    step(
      'Bake',
      paragraph(
        `bake for ${bake} minutes until bubbling and golden on top${pastaBake ? '' : ' and the potatoes are tender when pierced'}`,
      ),
      'bake',
      minutes(bake),
    ),
  );
  steps.push(
    step(
      'Rest',
      paragraph(`leave to settle for ${pastaBake ? 5 : 10} minutes so the sauce sets`),
      'rest',
      minutes(pastaBake ? 5 : 10),
    ),
  );
  steps.push(
    step('Serve', paragraph(`serve in generous spoonfuls${garnishText(parts.herb)}`), 'plate', 45),
  );
  return steps;
};

const skillet: Method = ({ parts }) => {
  const steps: StepPlan[] = [];
  const starch = parts.starch[0];
  if (starch && !starch.item.tags.has('bread')) steps.push(inBackground(cookStarchStep(starch)));
  steps.push(
    ...prepSteps([...parts.aromatic, ...parts.veg, ...parts.fruit, ...parts.herb, ...parts.cheese]),
  );
  const wholeCuts = parts.protein.some(
    (line) =>
      ['piece', ''].includes(line.unit) || line.item.group === 'fish' || line.item.prep === 'trim',
  );
  const cut = wholeCuts ? 'whole' : 'bite';
  const protein = proteinPrepStep(parts.protein, cut, parts);
  if (protein) steps.push(protein);
  const seared = parts.protein.filter((line) => !isReadyToEat(line.item));
  if (seared.length > 0) {
    const cook = panMinutes(seared, cut);
    steps.push(
      step(
        `Sear the ${nameList(seared)}`,
        paragraph(
          `heat ${fatText(parts)} in a large frying pan over medium-high heat`,
          `cook the ${nameList(seared)} for ${cook} minutes, turning once, until ${doneness(seared)}`,
          'move to a warm plate',
        ),
        'fry',
        minutes(cook),
      ),
    );
    if (seared.some(isMeat))
      steps.push(
        step(
          'Rest the meat',
          paragraph('loosely cover the meat with foil and let it rest for 4 minutes'),
          'rest',
          minutes(4),
        ),
      );
  }
  const pieces = [...parts.veg, ...parts.fruit.filter((line) => line.item.prep !== 'juice')];
  const vegMinutes = pieces.length > 0 ? 6 : 2;
  const vegActions = [
    parts.aromatic.length > 0 ? `cook the ${nameList(parts.aromatic)} for 1 minute` : '',
    pieces.length > 0
      ? `add the ${nameList(pieces)} and cook for ${vegMinutes - 1} minutes until tender and lightly browned`
      : '',
  ].filter(Boolean);
  steps.push(
    step(
      'Cook the vegetables',
      paragraph(
        `${seared.length > 0 ? 'in the same pan,' : `heat ${fatText(parts)} in a large frying pan, then`} ${vegActions.join(', then ') || 'warm the pan through'}`,
        withAmounts(spiceLines(parts), 'stir in'),
      ),
      'fry',
      minutes(vegMinutes),
    ),
  );
  const juice = parts.fruit.filter((line) => line.item.prep === 'juice');
  const sauce = [
    ...parts.liquid,
    ...parts.sauce.filter((line) => line.item.prep !== 'juice'),
    ...parts.dairy,
  ];
  steps.push(
    step(
      'Make a pan sauce',
      paragraph(
        sauce.length > 0 ? `pour in ${amountList(sauce)}` : 'add a splash of water',
        juice.length > 0 ? `squeeze in the ${joinList(juice.map(juiceName))}` : '',
        'let it bubble for 2 minutes, scraping up the tasty bits',
        seasonText(parts),
      ),
      'simmer',
      minutes(2),
    ),
  );
  steps.push(
    step(
      'Serve',
      paragraph(
        `${seared.length > 0 ? `return the ${nameList(seared)} to the pan, ` : ''}spoon over the sauce and serve${starch ? ` with the ${starch.name}` : ''}${garnishText([...parts.herb, ...parts.cheese, ...parts.nut])}`,
      ),
      'plate',
      60,
    ),
  );
  return steps;
};

const crumble: Method = ({ parts }) => {
  const fruit = parts.fruit.filter((line) => line.item.prep !== 'juice');
  const juice = parts.fruit.filter((line) => line.item.prep === 'juice');
  const salt = parts.spice.filter((line) => line.item.id === 'salt');
  const warmSpices = parts.spice.filter((line) => line.item.id !== 'salt');
  const topping = [...parts.baking, ...parts.starch, ...parts.fat, ...parts.nut, ...salt];
  const sugar = parts.sweet;
  return [
    step(
      'Heat the oven',
      paragraph('heat the oven to 190 °C (170 °C fan) and grease a medium baking dish'),
      'prep',
      60,
    ),
    ...prepSteps(fruit, 'Prepare the fruit'),
    step(
      'Sweeten the fruit',
      paragraph(
        `toss the ${nameList(fruit) || 'fruit'} in the dish with half of the ${nameList(sugar) || 'sugar'}${warmSpices.length > 0 ? ` and ${amountList(warmSpices)}` : ''}`,
        juice.length > 0 ? `add the ${joinList(juice.map(juiceName))}` : '',
      ),
      'mix',
      90,
    ),
    step(
      'Make the topping',
      paragraph(
        `rub ${amountList(topping) || 'the butter into the flour'} together with your fingertips until it looks like rough crumbs`,
        `stir in the remaining ${nameList(sugar) || 'sugar'}`,
      ),
      'mix',
      minutes(4),
    ),
    step(
      'Bake',
      paragraph(
        'scatter the topping evenly over the fruit',
        'bake for 35 minutes until golden and bubbling at the edges',
      ),
      'bake',
      minutes(35),
    ),
    step(
      'Cool a little',
      paragraph('let the crumble stand for 10 minutes so the juices thicken'),
      'rest',
      minutes(10),
    ),
    step(
      'Serve',
      paragraph(`serve warm${parts.dairy.length > 0 ? ` with ${amountList(parts.dairy)}` : ''}`),
      'plate',
      45,
    ),
  ];
};

const pancakes: Method = ({ parts }) => {
  const eggs = parts.protein.filter((line) => line.item.group === 'egg');
  const wet = [...eggs, ...parts.liquid];
  const dry = [
    ...parts.baking,
    ...parts.sweet.filter((line) => line.item.id === 'sugar' || line.item.id === 'brown-sugar'),
  ];
  const toppingSweet = parts.sweet.filter((line) => !dry.includes(line));
  const fruit = parts.fruit.filter((line) => line.item.prep !== 'juice');
  return [
    step(
      'Mix the batter',
      paragraph(
        `whisk ${amountList(dry) || 'the flour'} in a large bowl`,
        `beat ${amountList(wet) || 'the eggs and milk'} together, then whisk into the dry ingredients until smooth`,
        parts.spice.length > 0 ? `add ${amountList(parts.spice)}` : '',
      ),
      'whisk',
      minutes(4),
    ),
    step(
      'Rest the batter',
      paragraph('leave the batter to rest for 10 minutes so the pancakes turn out fluffy'),
      'rest',
      minutes(10),
    ),
    ...prepSteps(fruit, 'Prepare the toppings'),
    step(
      'Cook the pancakes',
      paragraph(
        `melt a little of ${amountList(parts.fat) || 'the butter'} in a non-stick frying pan over medium heat`,
        'cook ladlefuls of batter for about 2 minutes a side until golden, keeping them warm as you go',
      ),
      'fry',
      minutes(15),
      minutes(2),
    ),
    step(
      'Serve',
      paragraph(
        `stack the pancakes and top with ${amountList([...fruit, ...parts.dairy, ...toppingSweet, ...parts.nut]) || 'your favourite toppings'}`,
      ),
      'plate',
      60,
    ),
  ];
};

const clafoutis: Method = ({ parts }) => {
  const fruit = parts.fruit.filter((line) => line.item.prep !== 'juice');
  const eggs = parts.protein.filter((line) => line.item.group === 'egg');
  return [
    step('Heat the oven', paragraph('heat the oven to 190 °C (170 °C fan)'), 'prep', 60),
    ...prepSteps(fruit, 'Prepare the fruit'),
    step(
      'Fill the dish',
      paragraph(
        `grease a baking dish with ${amountList(parts.fat) || 'a little butter'}`,
        `spread the ${nameList(fruit) || 'fruit'} over the base`,
      ),
      'mix',
      60,
    ),
    step(
      'Whisk the batter',
      paragraph(
        `whisk ${amountList([...eggs, ...parts.sweet]) || 'the eggs and sugar'} until frothy`,
        `whisk in ${amountList([...parts.baking, ...parts.liquid, ...parts.spice]) || 'the flour and milk'} until smooth`,
      ),
      'whisk',
      minutes(3),
    ),
    step(
      'Bake',
      paragraph(
        'pour the batter over the fruit',
        'bake for 35 minutes until puffed, golden and just set in the middle',
      ),
      'bake',
      minutes(35),
    ),
    step(
      'Cool a little',
      paragraph('let it settle for 10 minutes; it sinks a little as it cools'),
      'rest',
      minutes(10),
    ),
    step(
      'Serve',
      paragraph(
        `serve warm${parts.dairy.length + parts.nut.length > 0 ? ` with ${amountList([...parts.dairy, ...parts.nut])}` : ''}`,
      ),
      'plate',
      45,
    ),
  ];
};

const fruitSalad: Method = ({ parts }) => {
  const fruit = parts.fruit.filter((line) => line.item.prep !== 'juice');
  const juice = parts.fruit.filter((line) => line.item.prep === 'juice');
  return [
    ...prepSteps([...fruit, ...parts.herb], 'Prepare the fruit'),
    step(
      'Make the syrup',
      paragraph(
        `whisk ${amountList([...parts.sweet, ...juice]) || 'a little honey with lemon juice'} until combined`,
      ),
      'whisk',
      60,
    ),
    step(
      'Toss',
      paragraph(
        `gently toss the ${nameList(fruit) || 'fruit'} with the syrup${parts.herb.length > 0 ? ` and the ${nameList(parts.herb)}` : ''}`,
      ),
      'mix',
      60,
    ),
    step(
      'Chill',
      paragraph('cover and chill for 15 minutes so the flavours come together'),
      'rest',
      minutes(15),
    ),
    step(
      'Serve',
      paragraph(
        `spoon into bowls${parts.dairy.length + parts.nut.length > 0 ? ` and top with ${amountList([...parts.dairy, ...parts.nut])}` : ''}`,
      ),
      'plate',
      45,
    ),
  ];
};

export const METHODS: Record<TemplateId, Method> = {
  'stir-fry': stirFry,
  soup,
  salad,
  pasta,
  curry,
  frittata,
  'tray-bake': trayBake,
  tacos,
  'grain-bowl': grainBowl,
  risotto,
  stew,
  gratin,
  skillet,
  crumble,
  pancakes,
  clafoutis,
  'fruit-salad': fruitSalad,
};

/** Whether an item is a raw-only salad vegetable that cooked dishes leave out. */
export function rawOnly(item: CatalogueItem): boolean {
  return [
    'romaine',
    'iceberg',
    'arugula',
    'watercress',
    'cucumber',
    'avocado',
    'radish',
    'bean-sprouts',
  ].includes(item.id);
}
