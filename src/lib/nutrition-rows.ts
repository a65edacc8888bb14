/** The Nutrition Facts label's rows (shared with the server's public share page, hence in contract/). */
export * from '#contract/nutrition-rows';
export { NUTRIENT_LABELS } from '#contract/labels';
