import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cachedRecipeRepository,
  RecipeCache,
  STALENESS_MS,
} from '#server/src/features/recipes/cached-recipe-repository.ts';
import {
  recipeRepository,
  type RecipeRepository,
} from '#server/src/features/recipes/recipe-repository.ts';
import { HttpError } from '#server/src/platform/errors.ts';
import { PreparingService } from '#server/src/features/generate/preparing-service.ts';
import { RateLimiter } from '#server/src/platform/rate-limit/rate-limiter.ts';
import { RecipeService } from '#server/src/features/recipes/recipe-service.ts';
import { testBackends } from './helpers/database.ts';
import { generate } from './helpers/flows.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

const log = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

// The services are handed a repository and never learn whether it caches: built once with the plain
// SQL and once with the decorator, on the same database, they must give the same answers.
describe.each(testBackends())(
  'the caching decorator against the plain repository (%s)',
  (backend) => {
    let server: TestServer;
    let cache: RecipeCache;
    beforeAll(async () => {
      server = await startTestServer(backend);
      cache = new RecipeCache(server.database.db, log);
      await cache.start();
    });
    afterAll(async () => {
      await cache?.stop();
      await server?.close();
    });

    const services = (recipes: RecipeRepository) => {
      const { db } = server.database;
      return {
        recipes: new RecipeService(db, recipes, server.storage, server.clock.now, log),
        preparing: new PreparingService(
          db,
          server.storage,
          server.ai,
          new RateLimiter(db, server.clock.now),
          recipes,
          server.config,
          log,
          server.app.sous.files,
        ),
      };
    };

    it('gives the same answers as the plain repository, from memory once it has read them, before and after writes through it', async () => {
      const anna = server.client();
      const { id: annaId } = await anna.signup('anna');
      const bob = server.client();
      const { id: bobId } = await bob.signup('bob');
      const { sessionId, ids } = await generate(anna, 'curry');
      expect(ids.length).toBeGreaterThanOrEqual(3);
      await anna.post(`/api/recipe/${ids[0]}/save`);

      const plain = services(recipeRepository);
      const cached = services(cachedRecipeRepository(recipeRepository, server.database.db, cache));
      expect(cache.listening).toBe(backend === 'postgres'); // PGlite: no feed to listen to
      // PostgreSQL: the notifications of the writes above arrive within the bound; one arriving
      // later would drop what the first reads below keep.
      await new Promise((resolve) => setTimeout(resolve, STALENESS_MS));

      const outcome = <T>(read: Promise<T>) =>
        read.catch((error: unknown) => {
          if (error instanceof HttpError) return { status: error.status, detail: error.detail };
          throw error;
        });
      /** Everything the recipe reads answer: anna's list and each recipe, for anna and for bob. */
      const answers = async ({ recipes }: ReturnType<typeof services>) => ({
        list: await recipes.listSaved(annaId),
        bobsList: await recipes.listSaved(bobId),
        anna: await Promise.all([...ids, 999_999].map((id) => outcome(recipes.get(annaId, id)))),
        bob: await Promise.all(ids.map((id) => outcome(recipes.get(bobId, id)))),
      });
      const same = async () => {
        const fromCache = await answers(cached);
        expect(fromCache).toEqual(await answers(plain));
        return fromCache;
      };

      const first = await same();
      expect(first.list.map((r) => r.id)).toEqual([ids[0]]);
      expect(first.bob.every((answer) => 'status' in answer && answer.status === 404)).toBe(true);
      // Read again, the decorator hands out the very values it kept (shared, hence frozen).
      const again = await same();
      expect(again.list).toBe(first.list);
      expect(again.anna[0]).toBe(first.anna[0]);
      expect(Object.isFrozen(again.anna[0])).toBe(true);

      await cached.recipes.save(annaId, ids[1]!);
      const afterSave = await same();
      expect(afterSave.list.map((r) => r.id).sort()).toEqual([ids[0], ids[1]].sort());
      expect(afterSave.anna[1]).toMatchObject({ is_saved: true });

      await cached.recipes.delete(annaId, ids[0]!);
      expect((await same()).anna[0]).toEqual({ status: 404, detail: 'Recipe not found' });

      // Finishing the session deletes its unsaved drafts (in a transaction) and keeps the saved one.
      await cached.preparing.finish(annaId, sessionId);
      const finished = await same();
      expect(finished.list.map((r) => r.id)).toEqual([ids[1]]);
      expect(finished.anna.filter((answer) => 'status' in answer)).toHaveLength(ids.length);
    });
  },
);
