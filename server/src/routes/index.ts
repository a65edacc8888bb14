import { authHandlers } from '#server/src/features/account/auth-routes.ts';
import { collectionHandlers } from '#server/src/features/collections/collection-routes.ts';
import type { RouteDeps } from './deps.ts';
import { importHandlers } from '#server/src/features/recipes/import-routes.ts';
import { instructionHandlers } from '#server/src/features/cook/instruction-routes.ts';
import { preparingHandlers } from '#server/src/features/generate/preparing-routes.ts';
import { recipeEditHandlers } from '#server/src/features/recipes/recipe-edit-routes.ts';
import { recipeHandlers } from '#server/src/features/recipes/recipe-routes.ts';
import { shareHandlers } from '#server/src/features/share/share-routes.ts';
import type { Handlers } from '#server/src/platform/contract/handlers.ts';
import { userHandlers } from '#server/src/features/account/user-routes.ts';

/** Every glued operation's handler, by operationId (the type makes a missing or misnamed one a compile error). */
export function createHandlers(deps: RouteDeps): Handlers {
  return {
    ...authHandlers(deps),
    ...userHandlers(deps),
    ...recipeHandlers(deps),
    ...shareHandlers(deps),
    ...collectionHandlers(deps),
    ...preparingHandlers(deps),
    ...importHandlers(deps),
    ...instructionHandlers(deps),
    ...recipeEditHandlers(deps),
  };
}
