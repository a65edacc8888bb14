import { describe, expect, it } from 'vitest';
import { filterCollections } from './filter-collections';

describe('filterCollections', () => {
  it('matches name or description ignoring case', () => {
    const collections = [
      { id: 1, name: 'Weeknight Dinners', description: 'Quick meals' },
      { id: 2, name: 'Sunday Baking', description: null },
    ];
    expect(filterCollections(collections, 'quick').map((c) => c.id)).toEqual([1]);
    expect(filterCollections(collections, 'BAKING').map((c) => c.id)).toEqual([2]);
    expect(filterCollections(collections, 'zzz')).toEqual([]);
  });
});
