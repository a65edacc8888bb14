import type { Animation, Ingredient, InstructionStep } from '#src/api/types';

/** How a dish is cooked; picks the middle steps, their animations and timers. */
export type CookingMethod =
  | 'curry'
  | 'braise'
  | 'roast'
  | 'pan'
  | 'bake'
  | 'risotto'
  | 'pasta'
  | 'bowl'
  | 'grill'
  | 'stir-fry'
  | 'soup'
  | 'pancakes';

interface StepTemplate {
  heading: string;
  animation: Animation;
  timer: number | null;
  describe: (names: string[]) => string;
}

const list = (names: string[]) =>
  names.length <= 1
    ? (names[0] ?? 'the ingredients')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

const MIDDLE_STEPS: Record<CookingMethod, StepTemplate[]> = {
  curry: [
    {
      heading: 'Fry the aromatics',
      animation: 'frying.json',
      timer: 300,
      describe: (n) =>
        `Soften ${list(n.slice(0, 2))} in a little oil over medium heat until fragrant.`,
    },
    {
      heading: 'Simmer the curry',
      animation: 'simmering.json',
      timer: 900,
      describe: (n) =>
        `Add ${list(n.slice(2, 4))}, bring to a gentle simmer and cook, stirring now and then.`,
    },
  ],
  braise: [
    {
      heading: 'Brown the meat',
      animation: 'frying.json',
      timer: 600,
      describe: (n) =>
        `Sear the ${n[0] ?? 'meat'} in batches in a hot heavy pot until deeply browned on all sides.`,
    },
    {
      heading: 'Braise low and slow',
      animation: 'simmering.json',
      timer: 7200,
      describe: (n) =>
        `Return everything to the pot with ${list(n.slice(1, 3))}, cover and braise gently until tender.`,
    },
  ],
  roast: [
    {
      heading: 'Prepare the roast',
      animation: 'mixing.json',
      timer: null,
      describe: (n) => `Rub the ${n[0] ?? 'meat'} all over with ${list(n.slice(1, 3))}.`,
    },
    {
      heading: 'Roast in the oven',
      animation: 'baking.json',
      timer: 4200,
      describe: () => 'Roast at 200 °C until golden and cooked through, basting once halfway.',
    },
    {
      heading: 'Let it rest',
      animation: 'resting.json',
      timer: 600,
      describe: () => 'Rest loosely covered with foil so the juices settle before carving.',
    },
  ],
  pan: [
    {
      heading: 'Sear in the pan',
      animation: 'frying.json',
      timer: 480,
      describe: (n) =>
        `Cook the ${n[0] ?? 'main ingredient'} in a hot pan until golden on both sides.`,
    },
    {
      heading: 'Make the glaze',
      animation: 'simmering.json',
      timer: 180,
      describe: (n) => `Add ${list(n.slice(1, 3))} to the pan and let it bubble until glossy.`,
    },
  ],
  bake: [
    {
      heading: 'Mix the batter',
      animation: 'whisking.json',
      timer: null,
      describe: (n) => `Whisk ${list(n.slice(0, 3))} together until smooth and airy.`,
    },
    {
      heading: 'Bake',
      animation: 'baking.json',
      timer: 2700,
      describe: () => 'Pour into a lined tin and bake at 180 °C until a skewer comes out clean.',
    },
    {
      heading: 'Cool',
      animation: 'resting.json',
      timer: 900,
      describe: () => 'Cool in the tin for a while, then turn out onto a rack.',
    },
  ],
  risotto: [
    {
      heading: 'Toast the rice',
      animation: 'frying.json',
      timer: 120,
      describe: (n) =>
        `Toast the ${n[0] ?? 'rice'} in butter until the grains turn translucent at the edges.`,
    },
    {
      heading: 'Add stock gradually',
      animation: 'simmering.json',
      timer: 1080,
      describe: () =>
        'Add the hot stock a ladle at a time, stirring until each addition is absorbed.',
    },
    {
      heading: 'Finish the risotto',
      animation: 'mixing.json',
      timer: null,
      describe: (n) => `Stir in ${list(n.slice(1, 3))} off the heat until creamy.`,
    },
  ],
  pasta: [
    {
      heading: 'Boil the pasta',
      animation: 'boiling.json',
      timer: 600,
      describe: (n) => `Cook the ${n[0] ?? 'pasta'} in well-salted boiling water until al dente.`,
    },
    {
      heading: 'Make the sauce',
      animation: 'frying.json',
      timer: 240,
      describe: (n) => `Sizzle ${list(n.slice(1, 3))} in butter until just cooked.`,
    },
    {
      heading: 'Toss together',
      animation: 'mixing.json',
      timer: null,
      describe: () =>
        'Toss the drained pasta through the sauce with a splash of the cooking water.',
    },
  ],
  bowl: [
    {
      heading: 'Cook the grains',
      animation: 'boiling.json',
      timer: 720,
      describe: (n) => `Simmer the ${n[0] ?? 'grains'} until tender, then drain.`,
    },
    {
      heading: 'Whisk the dressing',
      animation: 'whisking.json',
      timer: null,
      describe: (n) => `Whisk ${list(n.slice(1, 3))} into a smooth dressing.`,
    },
  ],
  grill: [
    {
      heading: 'Marinate',
      animation: 'mixing.json',
      timer: 1200,
      describe: (n) =>
        `Coat the ${n[0] ?? 'meat'} with ${list(n.slice(1, 3))} and leave to marinate.`,
    },
    {
      heading: 'Grill',
      animation: 'grilling.json',
      timer: 480,
      describe: () => 'Grill over high heat, turning once, until nicely charred.',
    },
    {
      heading: 'Rest the meat',
      animation: 'resting.json',
      timer: 300,
      describe: () => 'Rest for a few minutes so it stays juicy.',
    },
  ],
  'stir-fry': [
    {
      heading: 'Stir-fry',
      animation: 'frying.json',
      timer: 360,
      describe: (n) =>
        `Stir-fry the ${n[0] ?? 'main ingredient'} over high heat, then add ${list(n.slice(1, 3))}.`,
    },
    {
      heading: 'Add the sauce',
      animation: 'simmering.json',
      timer: 120,
      describe: () => 'Pour in the sauce and toss until everything is glossy.',
    },
  ],
  soup: [
    {
      heading: 'Sweat the vegetables',
      animation: 'frying.json',
      timer: 480,
      describe: (n) => `Gently cook ${list(n.slice(0, 2))} until soft but not coloured.`,
    },
    {
      heading: 'Simmer the soup',
      animation: 'simmering.json',
      timer: 1200,
      describe: (n) =>
        `Add ${list(n.slice(2, 4))} and the stock and simmer until everything is tender.`,
    },
  ],
  pancakes: [
    {
      heading: 'Make the batter',
      animation: 'whisking.json',
      timer: null,
      describe: (n) => `Whisk ${list(n.slice(0, 3))} into a thick, smooth batter.`,
    },
    {
      heading: 'Rest the batter',
      animation: 'resting.json',
      timer: 300,
      describe: () => 'Let the batter rest so the pancakes rise well.',
    },
    {
      heading: 'Cook the pancakes',
      animation: 'frying.json',
      timer: 240,
      describe: () => 'Cook ladlefuls in a buttered pan until bubbles appear, then flip.',
    },
  ],
};

/** Deterministic cooking steps (4-8) for a recipe: prep, its method's steps, seasoning, plating. */
export function buildInstructions(input: {
  title: string;
  ingredients: Ingredient[];
  method: CookingMethod;
}): InstructionStep[] {
  const names = input.ingredients.map((i) => i.name.split(',')[0]!.trim());
  const steps: InstructionStep[] = [
    {
      heading: 'Gather your ingredients',
      description: `Set out everything for ${input.title}: ${list(names.slice(0, 4))}.`,
      animation: 'prepping.json',
      timer: null,
    },
    {
      heading: 'Chop and prepare',
      description: `Wash and chop ${list(names.slice(0, 3))} so everything is ready before you start cooking.`,
      animation: 'chopping.json',
      timer: null,
    },
    ...MIDDLE_STEPS[input.method].map((t) => ({
      heading: t.heading,
      description: t.describe(names),
      animation: t.animation,
      timer: t.timer,
    })),
    {
      heading: 'Season to taste',
      description: 'Taste and adjust with salt, pepper or a squeeze of lemon.',
      animation: 'seasoning.json',
      timer: null,
    },
    {
      heading: 'Plate and serve',
      description: `Serve ${input.title} right away while it is hot.`,
      animation: 'plating.json',
      timer: null,
    },
  ];
  return steps.slice(0, 8);
}
