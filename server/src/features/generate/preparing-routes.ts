import { HttpError, type ValidationItem } from '#server/src/platform/errors.ts';
import type { RouteDeps } from './deps.ts';
import { readMultipart, requireFile } from '#server/src/platform/http/multipart.ts';
import type { Handler } from '#server/src/platform/contract/handlers.ts';

/** Handlers of the preparing tag. */
export function preparingHandlers(deps: RouteDeps): {
  generateRecipes: Handler<'generateRecipes'>;
  getRecipeOptions: Handler<'getRecipeOptions'>;
  getImageAnalysis: Handler<'getImageAnalysis'>;
  finishPreparingSession: Handler<'finishPreparingSession'>;
  analyzeImage: Handler<'analyzeImage'>;
  getPreparingCapabilities: Handler<'getPreparingCapabilities'>;
  getPreparingSession: Handler<'getPreparingSession'>;
} {
  const { preparing, config } = deps;
  return {
    async generateRecipes({ userId, body }) {
      return { status: 200, body: await preparing.generate(userId, body) };
    },

    async getPreparingCapabilities() {
      return { status: 200, body: { photo_reading: config.photoReading } };
    },

    async getRecipeOptions({ userId, params }) {
      return { status: 200, body: await preparing.options(userId, params.sessionId) };
    },

    async getImageAnalysis({ userId, params }) {
      return { status: 200, body: await preparing.imageAnalysis(userId, params.sessionId) };
    },

    async getPreparingSession({ userId, params }) {
      return { status: 200, body: await preparing.session(userId, params.sessionId) };
    },

    async finishPreparingSession({ userId, params }) {
      await preparing.finish(userId, params.sessionId);
      return { status: 200, body: { message: 'Session finished' } };
    },

    async analyzeImage({ userId: me, request }) {
      // The budget is checked before the upload is read, so a limited client cannot make the server buffer 10 MB.
      await preparing.consumeAiBudget(me);
      const form = await readMultipart(request, config.uploadMaxBytes);
      const problems: ValidationItem[] = [];
      const bytes = requireFile(form, problems);
      if (!bytes) throw new HttpError(422, problems);
      return { status: 200, body: await preparing.analyzeImage(me, bytes) };
    },
  };
}
