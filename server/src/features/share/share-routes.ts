import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicOrigin } from '#server/src/platform/config.ts';
import { sendStoredFile } from '#server/src/platform/http/send-stored-file.ts';
import type { RouteDeps } from './deps.ts';
import type { Handler } from '#server/src/platform/contract/handlers.ts';
import {
  renderShareNotFound,
  renderSharePage,
  visitorLanguage,
  servingsFrom,
  amountStyleFrom,
  SHARE_PAGE_CSP,
} from './share-page.ts';
import { savePagePath, sharePath } from './share-service.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '#server/src/features/account/session-cookies.ts';

/** Handlers of the owner's share operations (GET/POST/DELETE /recipe/{id}/share). */
export function shareHandlers(deps: RouteDeps): {
  getRecipeShare: Handler<'getRecipeShare'>;
  enableRecipeShare: Handler<'enableRecipeShare'>;
  revokeRecipeShare: Handler<'revokeRecipeShare'>;
  saveSharedRecipe: Handler<'saveSharedRecipe'>;
} {
  const { shares } = deps;
  return {
    async getRecipeShare({ userId, params }) {
      return { status: 200, body: await shares.get(userId, params.id) };
    },
    async enableRecipeShare({ userId, params }) {
      return { status: 200, body: await shares.enable(userId, params.id) };
    },
    async revokeRecipeShare({ userId, params }) {
      return { status: 200, body: await shares.revoke(userId, params.id) };
    },
    async saveSharedRecipe({ userId, params }) {
      const saved = await shares.saveCopy(userId, params.token);
      return saved.status === 200
        ? { status: 200, body: saved.body }
        : { status: 201, body: saved.body };
    },
  };
}

/**
 * The public side, outside the contract (HTML, not JSON): GET /s/{token}, the read-only page, and
 * GET /s/{token}/image, the shared recipe's stored image (only that one file, only while shared).
 * No cookie is set, and only the presence of a session cookie is looked at (the words of the
 * "Save to my Sous" link); answers are revalidated on every load, so a revoke takes effect at once.
 */
export function registerSharePages(app: FastifyInstance, deps: RouteDeps): void {
  const origin = publicOrigin(deps.config);
  const notFoundPages = { en: renderShareNotFound('en'), de: renderShareNotFound('de') };
  const notFoundPage = (request: FastifyRequest) =>
    notFoundPages[visitorLanguage(request.headers['accept-language'])];

  app.get('/s/:token', async (request, reply) => {
    const { token } = request.params as { token: string };
    reply
      .header('vary', 'Accept-Language, Cookie')
      .header('content-security-policy', SHARE_PAGE_CSP)
      .header('x-robots-tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8');
    const shared = await deps.shares.read(token);
    if (!shared)
      return reply.code(404).header('cache-control', 'no-store').send(notFoundPage(request));
    const url = `${origin}${sharePath(token)}`;
    const html = renderSharePage(shared, {
      url,
      imageUrl: shared.hasStoredImage ? `${url}/image` : shared.externalImage,
      imageSrc: shared.hasStoredImage ? `${sharePath(token)}/image` : shared.externalImage,
      servings: servingsFrom(request.query, shared.recipe.baseServings),
      amountStyle: amountStyleFrom(request.query),
      // Only whether a session cookie is there (as GET /auth/session): never read, never set.
      signedIn: Boolean(request.cookies?.[ACCESS_COOKIE] || request.cookies?.[REFRESH_COOKIE]),
      savePath: savePagePath(token),
    });
    return reply.header('cache-control', 'no-cache').send(html);
  });

  app.get('/s/:token/image', async (request, reply) => {
    const { token } = request.params as { token: string };
    const file = await deps.shares.image(token);
    if (!file)
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .header('content-security-policy', SHARE_PAGE_CSP)
        .send(notFoundPage(request));
    // Revalidated on every load: a revoke must take effect at once.
    return sendStoredFile(reply, file, 'no-cache');
  });
}
