import { describe, expect, it } from 'vitest';
import {
  isNarrowed,
  listQueryFor,
  listStateFromParams,
  NO_LIST_STATE,
  paramsWithListState,
} from './list-params';

describe('listStateFromParams', () => {
  it('reads search, filters and sort from the URL', () => {
    const state = listStateFromParams(
      new URLSearchParams(
        'q=Curry&difficulty=hard&category=vegan&max_time=45&collection=3&sort=last_cooked',
      ),
    );
    expect(state).toEqual({
      query: 'Curry',
      difficulty: 'hard',
      category: 'vegan',
      maxMinutes: 45,
      collectionId: 3,
      sort: 'last_cooked',
      freeOf: [],
    });
  });

  it('reads the allergen-free filter: known allergens once each, in the enum order', () => {
    expect(
      listStateFromParams(new URLSearchParams('free_of=milk,nuts,gluten,milk')).freeOf,
    ).toEqual(['gluten', 'milk']);
    expect(listStateFromParams(new URLSearchParams('free_of=')).freeOf).toEqual([]);
  });

  it('falls back to "any" for unknown or malformed values', () => {
    const state = listStateFromParams(
      new URLSearchParams(
        'difficulty=extreme&category=tofu&max_time=2000&collection=-1&sort=random&q=' +
          'x'.repeat(150),
      ),
    );
    expect(state).toEqual({ ...NO_LIST_STATE, query: 'x'.repeat(100) });
    expect(listStateFromParams(new URLSearchParams('max_time=abc'))).toEqual(NO_LIST_STATE);
  });
});

describe('paramsWithListState', () => {
  it('writes only the set choices and keeps other parameters', () => {
    const params = paramsWithListState(new URLSearchParams('last_recipe=1,2&q=old&sort=title'), {
      ...NO_LIST_STATE,
      query: '  miso ',
      maxMinutes: 30,
    });
    expect(params.toString()).toBe('last_recipe=1%2C2&q=miso&max_time=30');
  });

  it('round-trips through the URL', () => {
    const state = {
      query: 'Lemon cake',
      difficulty: 'easy',
      category: 'vegetarian',
      maxMinutes: 90,
      collectionId: 2,
      sort: 'time',
      freeOf: ['egg', 'tree-nut'],
    } as const;
    expect(
      paramsWithListState(new URLSearchParams(), { ...state, freeOf: [...state.freeOf] }).get(
        'free_of',
      ),
    ).toBe('egg,tree-nut');
    expect(
      listStateFromParams(
        paramsWithListState(new URLSearchParams(), { ...state, freeOf: [...state.freeOf] }),
      ),
    ).toEqual(state);
  });
});

describe('listQueryFor', () => {
  it('sends only the set parts, so equal choices share one cache entry', () => {
    expect(listQueryFor(NO_LIST_STATE)).toEqual({});
    expect(listQueryFor({ ...NO_LIST_STATE, query: '  ', sort: 'newest' })).toEqual({});
    expect(
      listQueryFor({
        query: ' salmon ',
        difficulty: 'medium',
        category: 'fish',
        maxMinutes: 30,
        collectionId: 1,
        sort: 'title',
        freeOf: ['milk', 'gluten'],
      }),
    ).toEqual({
      q: 'salmon',
      difficulty: 'medium',
      category: 'fish',
      max_time: 30,
      collection_id: 1,
      sort: 'title',
      free_of: ['gluten', 'milk'],
    });
  });
});

describe('isNarrowed', () => {
  it('is true for a search or any filter, not for a sort', () => {
    expect(isNarrowed(NO_LIST_STATE)).toBe(false);
    expect(isNarrowed({ ...NO_LIST_STATE, sort: 'title' })).toBe(false);
    expect(isNarrowed({ ...NO_LIST_STATE, query: ' ' })).toBe(false);
    expect(isNarrowed({ ...NO_LIST_STATE, query: 'a' })).toBe(true);
    expect(isNarrowed({ ...NO_LIST_STATE, collectionId: 4 })).toBe(true);
    expect(isNarrowed({ ...NO_LIST_STATE, maxMinutes: 15 })).toBe(true);
    expect(isNarrowed({ ...NO_LIST_STATE, freeOf: ['soy'] })).toBe(true);
  });
});
