/** The mock backend in Node (Vitest, jsdom): every /api operation plus the static Lottie files. */
import { setupServer } from 'msw/node';
import { handlers, staticHandlers } from './handlers';

export const server = setupServer(...handlers, ...staticHandlers);
