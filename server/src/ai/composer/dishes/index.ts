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
import type { Dish, DishTemplate, Method } from '../dish.ts';
import type { TemplateId } from '../types.ts';

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
