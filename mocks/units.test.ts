/** The mock's allergen-free list, unit system and densities (the server's rules: server/test/units-and-free-of.test.ts). */
import { describe, expect, it } from 'vitest';
import { api, unwrap } from '#src/api/client';

describe('allergen-free list, unit system and densities (mock)', () => {
  it('lists only the recipes free of every allergen given, with a single or repeated free_of', async () => {
    const all = await unwrap(api.GET('/recipe/get_all'));
    const freeOf = async (free_of: ('gluten' | 'milk')[]) =>
      (
        await unwrap(api.GET('/recipe/list', { params: { query: { free_of, limit: 100 } } }))
      ).items.map((r) => r.title);
    const noGluten = all.filter((r) => !r.allergens.includes('gluten')).map((r) => r.title);
    const noGlutenNoMilk = all
      .filter((r) => !r.allergens.includes('gluten') && !r.allergens.includes('milk'))
      .map((r) => r.title);
    expect(await freeOf(['gluten'])).toEqual(noGluten);
    expect(await freeOf(['gluten', 'milk'])).toEqual(noGlutenNoMilk);
    // The book's dishes: 7 without gluten (the curries, paella, risotto, shakshuka, quinoa salad,
    // chili), 3 of them also without milk (chickpea curry, paella, green curry).
    expect([all.length, noGluten.length, noGlutenNoMilk.length]).toEqual([14, 7, 3]);
    expect(noGlutenNoMilk).toEqual([
      'Thai Green Curry',
      'Paella Valenciana',
      'Chickpea and Spinach Curry',
    ]);
  });

  it('refuses an allergen outside the enum with the server words', async () => {
    const res = await fetch('/api/recipe/list?free_of=nuts');
    expect(res.status).toBe(422);
    const body = (await res.json()) as { detail: { loc: unknown[]; type: string }[] };
    expect(body.detail.map((d) => [d.loc, d.type])).toEqual([[['query', 'free_of', 0], 'enum']]);
  });

  it('keeps the unit system on the user', async () => {
    const me = await unwrap(api.GET('/users/me'));
    expect(me.unit_system).toBe('metric');
    const updated = await unwrap(
      api.PUT('/users/{id}', { params: { path: { id: me.id } }, body: { unit_system: 'us' } }),
    );
    expect(updated.unit_system).toBe('us');
    expect((await unwrap(api.GET('/users/me'))).unit_system).toBe('us');
  });

  it('gives densities for the ingredients the catalogue measures', async () => {
    const [first] = await unwrap(api.GET('/recipe/get_all'));
    const detail = await unwrap(
      api.GET('/recipe/{id}/get', { params: { path: { id: first!.id } } }),
    );
    expect(detail.title).toBe('Lemon Drizzle Cake');
    // The server's densities (from the book slice). Butter, eggs and lemons have no measured
    // density: they stay by weight or by the piece.
    expect(detail.ingredient_densities).toEqual({
      'caster sugar': 0.85,
      'plain flour': 0.53,
      'baking powder': 0.9,
      sugar: 0.85,
    });
  });
});
