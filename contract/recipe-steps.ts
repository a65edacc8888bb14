/**
 * Steps a cook writes (POST /recipe/create, PUT /recipe/{id}/update) as the recipe's instruction
 * steps, shared by the server and the mock so both store the same heading and animation: the
 * heading is the step's first sentence (cut at a word within 60 characters), the animation the
 * first that the step's words suggest (English or German), else the neutral prepping one.
 */
import type { components } from './schema.gen.ts';

type Animation = components['schemas']['Animation'];
type InstructionStep = components['schemas']['InstructionStep'];
type RecipeStepInput = components['schemas']['RecipeStepInput'];

/** The 422 item for an image_url that is neither an upload of the user's nor the recipe's own image. */
export const IMAGE_NOT_UPLOADED = {
  loc: ['body', 'image_url'],
  msg: 'Image not found: upload it first (POST /files/public-upload, category recipe)',
  type: 'value_error',
};

const STEP_ANIMATIONS: readonly [RegExp, Animation][] = [
  [/\b(bake|baking|oven|roast|backen|backofen|ofen)/i, 'baking.json'],
  [/\b(grill|barbecue|bbq)/i, 'grilling.json'],
  [/\b(fry|fries|fried|saut[eé]|sear|brown|braten|anbraten|brat)/i, 'frying.json'],
  [/\b(simmer|köcheln|koecheln|stew|schmoren)/i, 'simmering.json'],
  [/\b(boil|kochen|blanch)/i, 'boiling.json'],
  [/\b(whisk|beat|verquirlen|schlagen)/i, 'whisking.json'],
  [
    /\b(chop|dice|slice|cut|mince|grate|peel|schneiden|hacken|würfeln|reiben|schälen)/i,
    'chopping.json',
  ],
  [/\b(mix|stir|combine|fold|toss|rühren|mischen|vermengen)/i, 'mixing.json'],
  [/\b(season|salt|pepper|würzen|abschmecken)/i, 'seasoning.json'],
  [/\b(rest|cool|chill|ruhen|abkühlen)/i, 'resting.json'],
  [/\b(serve|plate|garnish|servieren|anrichten)/i, 'plating.json'],
];

const HEADING_MAX = 60;

/** A step's heading: its first sentence, cut at a word within 60 characters. */
export function stepHeading(text: string): string {
  const trimmed = text.trim();
  const first = (trimmed.split(/(?<=[.!?;:])\s+|\n/)[0] ?? '')
    .replace(/(?<![.!?;:])[.!?;:]+$/, '')
    .trim();
  if (!first) return trimmed.slice(0, HEADING_MAX);
  if (first.length <= HEADING_MAX) return first;
  const cut = first.slice(0, HEADING_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 20 ? cut.slice(0, space) : cut).replace(/(?<![,\s])[,\s]+$/, '')}…`;
}

export function stepAnimation(text: string): Animation {
  return STEP_ANIMATIONS.find(([pattern]) => pattern.test(text))?.[1] ?? 'prepping.json';
}

/** The steps the cook wrote as instruction steps (heading, description, animation, timer). */
export function toInstructionSteps(steps: readonly RecipeStepInput[]): InstructionStep[] {
  return steps.map((step) => {
    const text = step.text.trim();
    return {
      heading: stepHeading(text),
      description: text,
      animation: stepAnimation(text),
      timer: step.timer,
    };
  });
}
