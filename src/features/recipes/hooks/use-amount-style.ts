import { useCallback, useState } from 'react';
import type { AmountStyle } from '#src/lib/scale';

const KEY = 'sous.amountStyle';

function storedStyle(): AmountStyle {
  try {
    return globalThis.localStorage?.getItem(KEY) === 'kitchen' ? 'kitchen' : 'exact';
  } catch {
    return 'exact';
  }
}

/** How the recipe view shows scaled amounts; the cook's choice is kept on this device. */
export function useAmountStyle(): [AmountStyle, (style: AmountStyle) => void] {
  const [style, setStyle] = useState<AmountStyle>(storedStyle);
  const choose = useCallback((next: AmountStyle) => {
    setStyle(next);
    try {
      if (next === 'kitchen') globalThis.localStorage?.setItem(KEY, next);
      else globalThis.localStorage?.removeItem(KEY);
    } catch {
      // Storage may be unavailable (private mode); the choice then lasts for this view.
    }
  }, []);
  return [style, choose];
}
