/**
 * The wizard shows what it understood from the prompt (servings, spice, diets) with its own small
 * reader (src/features/generate/model/prompt-reading.ts); the recipe book reads the same prompt on
 * the server. Both must agree on the phrases cooks write, or the controls would show one thing while
 * the generation does another.
 */
import { describe, expect, it } from 'vitest';
import { theBook } from '#server/src/ai/book-engine/index.ts';
import { readCookRequest } from '#server/src/ai/book-engine/request.ts';
import { readPrompt } from '#src/features/generate/model/prompt-reading';

const PROMPTS = [
  'for two, not too spicy',
  'Pasta for 2',
  'dinner for four people',
  'serves 6',
  'a curry for six, nice and spicy',
  'something fiery with a kick',
  'für 4 Personen, nicht scharf',
  'wir sind drei, vegetarisch bitte',
  'date night dinner',
  '2 adults and 2 kids',
  'mild curry for the kids',
  'vegan lunch',
  'plant-based bowl for one',
  'halal chicken dinner',
  'low FODMAP soup',
  'no added salt for the baby',
  'low sugar dessert',
  'pescatarian paella for 8',
  'meat free Monday',
  'quick pasta with 200 g spinach',
  'A cosy vegetarian curry',
  'scharfes Chili für 5',
  'salzarm und zuckerfrei',
  'soup ready in 20 minutes',
  'a family of 5',
  'nothing spicy',
  'hot and sour soup',
  'chicken with some heat',
  'spice it up',
  'a hot dinner for a cold night',
  'picky eaters',
];

describe('the wizard reads the prompt as the recipe book does', () => {
  const book = theBook();
  it.each(PROMPTS)('%s', (prompt) => {
    const server = readCookRequest({ prompt, writtenIngredients: '', imageIngredients: [] }, book);
    const client = readPrompt(prompt);
    const serverSpice =
      server.constraints.maxSpice === 1 ? 'mild' : server.moods.has('spicy') ? 'hot' : null;
    expect({
      servings: client.servings,
      spice: client.spice,
      diets: [...client.diets].sort(),
    }).toEqual({
      servings: server.servings !== null && server.servings <= 12 ? server.servings : null,
      spice: serverSpice,
      diets: [...server.constraints.diets].sort(),
    });
  });
});
