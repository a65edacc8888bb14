import { delay } from 'msw';
import { mockConfig, nextLatencyMs } from '#mocks/config';
import { http, registerBackendHandlers } from '#mocks/http';
import { accountHandlers, emailConfirmHandlers } from './account';
import { apiTokenHandlers } from './api-tokens';
import { authHandlers } from './auth';
import { collectionsHandlers } from './collections';
import { filesHandlers } from './files';
import { healthHandlers } from './health';
import { householdHandlers } from './household';
import { archiveImportHandlers, importsHandlers } from './imports';
import { instructionsHandlers } from './instructions';
import { planHandlers } from './plan';
import { preparingHandlers } from './preparing';
import { recipeEditHandlers } from './recipe-edit';
import { recipesHandlers } from './recipes';
import { shoppingHandlers } from './shopping';
import { staticHandlers } from './static';
import { usersHandlers } from './users';

export {
  accountHandlers,
  apiTokenHandlers,
  authHandlers,
  emailConfirmHandlers,
  collectionsHandlers,
  filesHandlers,
  healthHandlers,
  householdHandlers,
  importsHandlers,
  instructionsHandlers,
  planHandlers,
  preparingHandlers,
  recipeEditHandlers,
  recipesHandlers,
  shoppingHandlers,
  staticHandlers,
  usersHandlers,
};

/** Waits a realistic moment when latency is on (dev:mock), then lets the real handler answer. */
const latency = http.untyped.all('*/api/*', async () => {
  if (mockConfig.latency) await delay(nextLatencyMs());
});

/** The handler groups by contract tag, so a story can replace one group and keep the rest. */
export const handlersByTag = {
  auth: [...authHandlers, ...emailConfirmHandlers],
  users: [...usersHandlers, ...accountHandlers, ...apiTokenHandlers],
  files: filesHandlers,
  recipes: [
    ...recipesHandlers,
    ...recipeEditHandlers,
    ...importsHandlers,
    ...archiveImportHandlers,
  ],
  collections: collectionsHandlers,
  plan: planHandlers,
  shopping: shoppingHandlers,
  household: householdHandlers,
  preparing: preparingHandlers,
  instructions: instructionsHandlers,
  health: healthHandlers,
};

/** Every /api operation of openapi.yaml, backed by the one in-memory db. */
export const handlers = registerBackendHandlers([latency, ...Object.values(handlersByTag).flat()]);
registerBackendHandlers(staticHandlers);
