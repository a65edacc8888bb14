/**
 * The dish registry of the built-in composer: one file per dish, each with its template and
 * its method. To add a dish, write its file and list it here; the quality table checks it.
 */
import { stirFry } from './stir-fry.ts';
import { soup } from './soup.ts';
import { salad } from './salad.ts';
import { pasta } from './pasta.ts';
import { curry } from './curry.ts';
import { frittata } from './frittata.ts';
import { trayBake } from './tray-bake.ts';
import { tacos } from './tacos.ts';
import { grainBowl } from './grain-bowl.ts';
import { risotto } from './risotto.ts';
import { stew } from './stew.ts';
import { gratin } from './gratin.ts';
import { skillet } from './skillet.ts';
import { crumble } from './crumble.ts';
import { pancakes } from './pancakes.ts';
import { clafoutis } from './clafoutis.ts';
import { fruitSalad } from './fruit-salad.ts';
import { burrito } from './burrito.ts';
import { quesadilla } from './quesadilla.ts';
import { fajitas } from './fajitas.ts';
import { friedRice } from './fried-rice.ts';
import { padThai } from './pad-thai.ts';
import { ramen } from './ramen.ts';
import { pho } from './pho.ts';
import { misoSoup } from './miso-soup.ts';
import { dal } from './dal.ts';
import { thaiCurry } from './thai-curry.ts';
import { omelette } from './omelette.ts';
import { shakshuka } from './shakshuka.ts';
import { sushiBowl } from './sushi-bowl.ts';
import { pokeBowl } from './poke-bowl.ts';
import { bibimbap } from './bibimbap.ts';
import { misoGlazed } from './miso-glazed.ts';
import { lasagna } from './lasagna.ts';
import { macAndCheese } from './mac-and-cheese.ts';
import { chili } from './chili.ts';
import { goulash } from './goulash.ts';
import { greekSalad } from './greek-salad.ts';
import { burger } from './burger.ts';
import { sandwich } from './sandwich.ts';
import { porridge } from './porridge.ts';
import { smoothie } from './smoothie.ts';
import { pizza } from './pizza.ts';
import { flatbread } from './flatbread.ts';
import { bread } from './bread.ts';
import { cake } from './cake.ts';
import { chocolateCake } from './chocolate-cake.ts';
import { brownies } from './brownies.ts';
import { muffins } from './muffins.ts';
import { bananaBread } from './banana-bread.ts';
import type { Dish, DishTemplate, Method } from '#server/src/ai/composer/dish.ts';
import type { TemplateId } from '#server/src/ai/composer/types.ts';

export const DISHES: readonly Dish[] = [
  stirFry,
  soup,
  salad,
  pasta,
  curry,
  frittata,
  trayBake,
  tacos,
  grainBowl,
  risotto,
  stew,
  gratin,
  skillet,
  crumble,
  pancakes,
  clafoutis,
  fruitSalad,
  burrito,
  quesadilla,
  fajitas,
  friedRice,
  padThai,
  ramen,
  pho,
  misoSoup,
  dal,
  thaiCurry,
  omelette,
  shakshuka,
  sushiBowl,
  pokeBowl,
  bibimbap,
  misoGlazed,
  lasagna,
  macAndCheese,
  chili,
  goulash,
  greekSalad,
  burger,
  sandwich,
  porridge,
  smoothie,
  pizza,
  flatbread,
  bread,
  cake,
  chocolateCake,
  brownies,
  muffins,
  bananaBread,
];

export const TEMPLATES: readonly DishTemplate[] = DISHES.map((dish) => dish.template);

export const METHODS: ReadonlyMap<TemplateId, Method> = new Map(
  DISHES.map((dish) => [dish.template.id, dish.method]),
);

export const TEMPLATE_BY_ID: ReadonlyMap<TemplateId, DishTemplate> = new Map(
  TEMPLATES.map((template) => [template.id, template]),
);

export function template(id: TemplateId): DishTemplate {
  const found = TEMPLATE_BY_ID.get(id);
  if (!found) throw new Error(`unknown template ${id}`);
  return found;
}

export function method(id: TemplateId): Method {
  const found = METHODS.get(id);
  if (!found) throw new Error(`unknown dish ${id}`);
  return found;
}
