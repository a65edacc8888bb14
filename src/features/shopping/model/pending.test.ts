import { describe, expect, it } from 'vitest';
import type { components } from '#src/api/types';
import { applyPendingWrites } from './pending';

type ShoppingItem = components['schemas']['ShoppingItem'];

const line = (id: number, name: string, extra: Partial<ShoppingItem> = {}): ShoppingItem => ({
  id,
  name,
  section: 'produce',
  amounts: [],
  checked: false,
  checked_at: null,
  manual: false,
  recipes: [],
  ...extra,
});

const list = {
  unit_system: 'metric' as const,
  items: [
    line(1, 'onions', { amounts: [{ quantity: 3, unit: '' }] }),
    line(2, 'flour', { section: 'pantry', amounts: [{ quantity: 700, unit: 'g' }] }),
    line(3, 'kitchen roll', { section: 'other', manual: true }),
    line(4, 'foil', {
      section: 'other',
      manual: true,
      checked: true,
      checked_at: '2026-11-28T10:00:00Z',
    }),
  ],
};

describe('applyPendingWrites', () => {
  it('leaves the list as the server answered it when nothing waits', () => {
    const shown = applyPendingWrites(list, []);
    expect(shown.list).toBe(list);
    expect(shown.unsaved.size).toBe(0);
  });

  it('shows a waiting tick, untick, rename and amount at once', () => {
    const { list: shown } = applyPendingWrites(list, [
      { kind: 'update', variables: { id: 1, checked: true } },
      { kind: 'update', variables: { id: 4, checked: false } },
      { kind: 'update', variables: { id: 2, name: 'bread flour', quantity: 1, unit: 'kg' } },
    ]);
    expect(shown.items[0]).toMatchObject({ id: 1, checked: true });
    expect(shown.items[0]!.checked_at).not.toBeNull();
    expect(shown.items[3]).toMatchObject({ id: 4, checked: false, checked_at: null });
    expect(shown.items[1]).toMatchObject({
      name: 'bread flour',
      amounts: [{ quantity: 1, unit: 'kg' }],
    });
    // The server's answer itself is not changed.
    expect(list.items[0]!.checked).toBe(false);
  });

  it('applies the writes in their order: a tick then "Clear checked" clears that line too', () => {
    const { list: shown } = applyPendingWrites(list, [
      { kind: 'update', variables: { id: 1, checked: true } },
      { kind: 'clear', variables: undefined },
    ]);
    expect(shown.items.map((item) => item.name)).toEqual(['flour', 'kitchen roll']);
  });

  it('hides a removed line, and skips an edit of a line the list no longer has', () => {
    const { list: shown } = applyPendingWrites(list, [
      { kind: 'remove', variables: 2 },
      { kind: 'update', variables: { id: 99, checked: true } },
    ]);
    expect(shown.items.map((item) => item.id)).toEqual([1, 3, 4]);
  });

  it('shows a typed line after the open "Other" lines, marked unsaved, with its amount', () => {
    const shown = applyPendingWrites(list, [
      { kind: 'create', variables: { name: 'lemons', quantity: 2, unit: '' } },
      { kind: 'create', variables: { name: 'tea' } },
    ]);
    expect(shown.list.items.map((item) => item.name)).toEqual([
      'onions',
      'flour',
      'kitchen roll',
      'lemons',
      'tea',
      'foil',
    ]);
    const lemons = shown.list.items[3]!;
    expect(lemons).toMatchObject({
      manual: true,
      section: 'other',
      amounts: [{ quantity: 2, unit: '' }],
    });
    expect(lemons.id).toBeLessThan(0);
    expect([...shown.unsaved]).toEqual([lemons.id, shown.list.items[4]!.id]);
  });

  it('adds a typed line at the end when the list has no "Other" section', () => {
    const produce = { ...list, items: list.items.slice(0, 1) };
    const shown = applyPendingWrites(produce, [{ kind: 'create', variables: { name: 'tea' } }]);
    expect(shown.list.items.map((item) => item.name)).toEqual(['onions', 'tea']);
  });
});
