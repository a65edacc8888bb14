import type { AmountStyle } from '#src/lib/scale';
import { RECIPE_TEXTS } from '#src/features/recipes/texts';

export const AMOUNT_STYLE_TEXTS = RECIPE_TEXTS.amountStyle;

/** The choice between the exact scaled amounts (default) and cook-friendly rounded ones. */
export function AmountStyleSwitch({
  style,
  onChange,
}: {
  style: AmountStyle;
  onChange: (style: AmountStyle) => void;
}) {
  return (
    <div className="flex min-h-11 items-start gap-3 text-sm">
      <input
        id="amount-style"
        type="checkbox"
        checked={style === 'kitchen'}
        onChange={(event) => onChange(event.target.checked ? 'kitchen' : 'exact')}
        aria-describedby="amount-style-hint"
        className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
      />
      <div>
        <label htmlFor="amount-style" className="cursor-pointer font-semibold text-ink">
          {AMOUNT_STYLE_TEXTS.label}
        </label>
        <p id="amount-style-hint" className="text-muted">
          {AMOUNT_STYLE_TEXTS.hint}
        </p>
      </div>
    </div>
  );
}
