import { afterEach, describe, expect, it } from 'vitest';
import { applyUiLanguage } from '#src/lib/i18n/texts';
import { amountsText, amountText, parseTypedItem } from './amount';

describe('shopping amounts', () => {
  afterEach(() => applyUiLanguage('spec', null));

  it('reads as a shopper reads them, in English and German', () => {
    expect(
      amountsText([
        { quantity: 2, unit: 'tbsp' },
        { quantity: 1, unit: 'tsp' },
      ]),
    ).toBe('2 tbsp + 1 tsp');
    expect(amountText({ quantity: 3, unit: 'clove' })).toBe('3 cloves');
    expect(amountText({ quantity: 2, unit: '' })).toBe('2');
    expect(amountsText([])).toBe('');
    applyUiLanguage('de', (_namespace, key) => key);
    expect(
      amountsText([
        { quantity: 2, unit: 'tbsp' },
        { quantity: 1, unit: 'tsp' },
      ]),
    ).toBe('2 EL + 1 TL');
    expect(amountText({ quantity: 1.5, unit: 'kg' })).toBe('1,5 kg');
    expect(amountText({ quantity: 2, unit: 'can' })).toBe('2 Dosen');
  });

  it('takes a typed leading amount as the line amount, and anything else as the name', () => {
    expect(parseTypedItem(' 2 lemons ')).toEqual({ name: 'lemons', quantity: 2, unit: '' });
    expect(parseTypedItem('500 g flour')).toEqual({ name: 'flour', quantity: 500, unit: 'g' });
    expect(parseTypedItem('1,5 kg Kartoffeln')).toEqual({
      name: 'Kartoffeln',
      quantity: 1.5,
      unit: 'kg',
    });
    expect(parseTypedItem('2 EL Honig')).toEqual({ name: 'Honig', quantity: 2, unit: 'tbsp' });
    expect(parseTypedItem('kitchen roll')).toEqual({ name: 'kitchen roll' });
    expect(parseTypedItem('7up')).toEqual({ name: '7up' });
  });
});
