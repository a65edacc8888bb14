import { guard, http } from '#mocks/http';

export const healthHandlers = [
  http.get('/health', ({ request, response }) => {
    guard('getHealth', request);
    return response(200).json({ status: 'ok' });
  }),
];
