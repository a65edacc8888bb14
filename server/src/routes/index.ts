import { authHandlers } from './auth.ts';
import { collectionHandlers } from './collections.ts';
import type { RouteDeps } from './deps.ts';
import { importHandlers } from './imports.ts';
import { instructionHandlers } from './instructions.ts';
import { preparingHandlers } from './preparing.ts';
import { recipeEditHandlers } from './recipe-edit.ts';
import { recipeHandlers } from './recipes.ts';
import { shareHandlers } from './shares.ts';
import type { Handlers } from './types.ts';
import { userHandlers } from './users.ts';

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
