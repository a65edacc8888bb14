/** What the named worlds promise the stories and tests built on them. */
import { describe, expect, it } from 'vitest';
import { difficultyValues, foodCategoryValues } from '#src/api/types';
import { freezeClock, now, resetClock } from '#src/lib/clock';
import { db } from './db';
import { bookDish } from './factories';
import { RECIPE_IDS, applyScenario } from './scenarios';

const savedOf = (userId: number) =>
  [...db.recipes.values()].filter((r) => r.owner_id === userId && r.is_saved);

describe("'cook'", () => {
  it('signs in chef_anna with a complete profile', () => {
    expect(db.session.userId).toBe(1);
    expect(db.users.get(1)).toMatchObject({
      username: 'chef_anna',
      email: 'anna@example.com',
      password: 'secret123',
      profile_image_url: null,
      login_streak: 4,
    });
    expect(db.users.get(1)!.last_login).not.toBeNull();
  });

  it('has >= 12 saved recipes over every category and difficulty, with the edge cases', () => {
    const saved = savedOf(1);
    expect(saved.length).toBeGreaterThanOrEqual(12);
    expect(new Set(saved.map((r) => r.food_category))).toEqual(new Set(foodCategoryValues));
    expect(new Set(saved.map((r) => r.difficulty))).toEqual(new Set(difficultyValues));
    const times = saved.map((r) => r.total_time_minutes);
    expect(times).toContain(60);
    expect(times).toContain(90);
    expect(times).toContain(null);
    expect(times.some((t) => t !== null && t < 60)).toBe(true);
    expect(saved.filter((r) => r.nutrition === null).length).toBeGreaterThanOrEqual(1);
    expect(saved.filter((r) => r.nutrition !== null).length).toBeGreaterThan(saved.length / 2);
    expect(saved.some((r) => r.baseServings === 2)).toBe(true);
    // A quantity that scales below 0.1 for one serving.
    expect(
      saved.some((r) =>
        r.ingredients.some((i) => i.quantity !== null && i.quantity / r.baseServings < 0.1),
      ),
    ).toBe(true);
  });

  it('mixes file-key images (served as SVG) with absolute URLs and one without image', () => {
    const images = savedOf(1).map((r) => r.image_url);
    const keys = images.filter((u): u is string => !!u && !/^https?:/.test(u));
    expect(keys.length).toBeGreaterThan(images.length / 2);
    expect(keys.every((key) => db.files.get(key)?.content_type === 'image/svg+xml')).toBe(true);
    expect(images.filter((u) => u?.startsWith('https://images.example.com/'))).toHaveLength(2);
    expect(images).toContain(null);
  });

  it('has ready instructions of 4-8 steps on saved recipes, some with timers', () => {
    for (const recipe of savedOf(1)) {
      expect(recipe.instructions!.length).toBeGreaterThanOrEqual(4);
      expect(recipe.instructions!.length).toBeLessThanOrEqual(8);
      expect(recipe.instructions!.some((s) => s.timer !== null)).toBe(true);
    }
    // Steps without a timer too (the book times only the steps that wait on something).
    const steps = savedOf(1).flatMap((recipe) => recipe.instructions!);
    expect(steps.filter((s) => s.timer === null).length).toBeGreaterThanOrEqual(10);
  });

  it("serves the recipe book's dishes: their own titles, allergens, steps and pictures", () => {
    const saved = savedOf(1);
    for (const recipe of saved) {
      const dish = bookDish(recipe.book!.id);
      expect(recipe).toMatchObject({
        title: dish.en.title,
        allergens: dish.allergens,
        ingredients: dish.en.ingredients,
        instructions: dish.en.steps,
        food_category: dish.food_category,
      });
    }
    expect(db.recipes.get(RECIPE_IDS.curry)).toMatchObject({
      title: 'Chickpea and Spinach Curry',
      food_category: 'vegan',
      allergens: [],
    });
    // Every picture is the dish's own: no two recipes share one.
    const pictures = saved.flatMap((r) => (r.image_url ? [db.files.get(r.image_url)?.data] : []));
    const drawn = pictures.filter((svg): svg is string => svg !== undefined);
    expect(drawn.length).toBeGreaterThanOrEqual(10);
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it('has the three collections (one empty) and another user with their own data', () => {
    const own = [...db.collections.values()].filter((c) => c.owner_id === 1);
    expect(own.map((c) => [c.name, c.recipe_ids.length])).toEqual([
      ['Weeknight Dinners', 5],
      ['Sunday Baking', 1],
      ['Party Food', 0],
    ]);
    expect(db.users.get(2)!.username).toBe('other_cook');
    expect(savedOf(2)).toHaveLength(1);
    expect([...db.collections.values()].some((c) => c.owner_id === 2)).toBe(true);
    expect(db.cooked.size).toBeGreaterThan(0);
  });

  it.each(['2026-11-25T00:05:00Z', '2026-11-25T12:00:00Z', '2026-11-25T23:59:00Z'])(
    'has meals cooked today, yesterday and the day before (a 3-day streak) at any time of day: %s',
    (at) => {
      freezeClock(new Date(at));
      try {
        applyScenario('cook');
        const cooked = [...db.cooked.values()].filter((c) => c.user_id === 1);
        const days = new Set(cooked.map((c) => c.cooked_at.slice(0, 10)));
        expect(days).toEqual(new Set(['2026-11-25', '2026-11-24', '2026-11-23', '2026-11-16']));
        expect(cooked.every((c) => Date.parse(c.cooked_at) <= now())).toBe(true);
      } finally {
        resetClock();
        applyScenario('cook');
      }
    },
  );
});

describe("'newUser' and 'anonymous'", () => {
  it('newUser is signed in with nothing saved', () => {
    applyScenario('newUser');
    expect(db.session.userId).toBe(1);
    expect(db.users.get(1)).toMatchObject({ username: 'new_cook', email: 'new@example.com' });
    expect(db.recipes.size + db.collections.size + db.cooked.size).toBe(0);
  });

  it("anonymous has the cook's data but no session", () => {
    applyScenario('anonymous');
    expect(db.session.userId).toBeNull();
    expect(savedOf(1).length).toBeGreaterThanOrEqual(12);
  });
});
