import { formatAmount as amountDigits } from '#contract/servings';
import { currentUiLanguage } from './i18n/texts';

/** An amount as the cook reads it: the spec's rounding ("1.5"), with a decimal comma in Deutsch ("1,5"). */
export function formatAmount(amount: number): string {
  const digits = amountDigits(amount);
  return currentUiLanguage() === 'de' ? digits.replace('.', ',') : digits;
}
