import { findItem } from '#server/src/ai/catalogue/index.ts';
import { readBook } from '#kitchen/book/load.ts';
import { renderDish, recipeText } from '#kitchen/book/render.ts';
const view = { group: (id: string) => findItem(id)?.group, germanName: (id: string) => findItem(id)?.deName };
const { dishes } = readBook(view);
const [id, servings, language, variant, sub] = process.argv.slice(2);
const dish = dishes.find((d) => d.id === id)!;
console.log(recipeText(renderDish(dish, { servings: Number(servings), language: language as 'en' | 'de', ...(variant && variant !== '-' ? { variant } : {}), ...(sub ? { substitutions: sub.split(',').map(Number) } : {}) })));
