/**
 * A dish cooked by the method of a close relative with its own name, cuisine, base and
 * staples (a burrito is cooked like tacos and rolled). `finish` rewrites the last step, where
 * the relatives differ.
 */
import type {
  Dish,
  DishTemplate,
  Method,
  StapleContext,
  StapleSpec,
} from '#server/src/ai/composer/dish.ts';
import type { Parts, StepPlan } from '#server/src/ai/composer/types.ts';

export interface VariantSpec extends Partial<Omit<DishTemplate, 'staples'>> {
  readonly id: string;
  readonly dish: string;
  readonly titleAliases: readonly string[];
  /** Staples added to the relative's ones (ids already present are skipped by the composer). */
  readonly extraStaples?: (context: StapleContext) => StapleSpec[];
  readonly staples?: (context: StapleContext) => StapleSpec[];
  /** The last step's heading and text, written from the recipe's parts. */
  readonly finish?: (parts: Parts) => readonly [heading: string, description: string];
}

export function variant(base: Dish, spec: VariantSpec): Dish {
  const { extraStaples, finish, ...overrides } = spec;
  const staples =
    overrides.staples ??
    ((context: StapleContext) => [
      ...(extraStaples?.(context) ?? []),
      ...base.template.staples(context),
    ]);
  const method: Method = (context) => {
    const steps = base.method(context);
    if (!finish) return steps;
    const [heading, description] = finish(context.parts);
    const last = steps[steps.length - 1]!;
    const finished: StepPlan = { ...last, heading, description };
    return [...steps.slice(0, -1), finished];
  };
  // German wording is the variant's own: a shakshuka must not be titled "Frittata".
  return { template: { ...base.template, ...overrides, de: overrides.de, staples }, method };
}
