/** The nutrients' display names, alone: the texts need only these, not the label's rows and formatting. */
export { NUTRIENT_LABELS } from '#contract/labels';
