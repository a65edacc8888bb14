import { CATEGORY_LABELS, DIFFICULTY_LABELS } from '#contract/labels';
import { args, plural } from '#src/lib/i18n/texts';

/** The words of src/lib/format (times, counts, difficulty, categories, durations): English. */
const en = {
  notAvailable: 'N/A',
  minutesCard: args('{{minutes}} min', 'minutes'),
  minutesDetail: args('{{minutes}} Min.', 'minutes'),
  hours: args('{{hours}}h', 'hours'),
  hoursMinutes: args('{{hours}}h {{minutes}}min', 'hours', 'minutes'),
  recipeCount: plural('{{count}} recipe', '{{count}} recipes'),
  difficulty: { ...DIFFICULTY_LABELS.en },
  category: { ...CATEGORY_LABELS.en },
  categoryNote: {
    vegan: 'Plant-based',
    vegetarian: 'Contains dairy/eggs',
    beef: 'Beef-based',
    pork: 'Pork-based',
    chicken: 'Poultry',
    lamb: 'Lamb-based',
    fish: 'Fish-based',
    seafood: 'Seafood-based',
    mixedMeat: 'Multiple meats',
  },
  durationHours: plural('{{count}} hour', '{{count}} hours'),
  durationMinutes: plural('{{count}} minute', '{{count}} minutes'),
  durationSeconds: plural('{{count}} second', '{{count}} seconds'),
};

export default en;
