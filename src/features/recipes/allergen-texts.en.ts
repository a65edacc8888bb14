import { ALLERGEN_LABELS } from '#src/api/types';

/**
 * The allergens' words: "Contains: milk, eggs · check labels" on option cards and the recipe view,
 * and each allergen's name in running text (settings' and the wizard's food preferences, the import
 * check). The English source, every key: the share page's table (contract/labels.ts), read by both.
 */
const en = ALLERGEN_LABELS.en;

export default en;
