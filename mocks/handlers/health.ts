import { guard, http } from '../http';

export const healthHandlers = [
  http.get('/health', ({ request, response }) => {
    guard('getHealth', request);
    return response(200).json({ status: 'ok' });
  }),
];
