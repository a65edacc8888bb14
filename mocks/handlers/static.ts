import { createOpenApiHttp } from 'openapi-msw';
import { animationValues, type paths } from '#src/api/types';
import { notFound } from '#mocks/http';
import { DETAILS } from '#contract/messages';

// Static files live at the site root, outside /api.
const rootHttp = createOpenApiHttp<paths>({ baseUrl: '*' });
const ANIMATIONS: readonly string[] = animationValues;

/**
 * GET /lottie-animations/{file} where the real static files are not served (jsdom): a tiny valid
 * Lottie document per shipped name, 404 otherwise. The browser worker leaves these requests to the
 * static server (public/), so this group is only used by msw/node.
 */
export const staticHandlers = [
  rootHttp.get('/lottie-animations/{file}', ({ params, response }) => {
    const file = String(params.file);
    if (!ANIMATIONS.includes(file)) throw notFound(DETAILS.fileNotFound);
    return response(200).json({
      v: '5.7.4',
      fr: 30,
      ip: 0,
      op: 60,
      w: 120,
      h: 120,
      nm: file.replace(/\.json$/, ''),
      layers: [],
    });
  }),
];
