/** Where a signed-in user lands after login: the protected page they came from, else /app. */
export function redirectAfterLogin(state: unknown): string {
  const from =
    typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  if (typeof from !== 'object' || from === null) return '/app';
  const {
    pathname,
    search = '',
    hash = '',
  } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
  // Only same-app paths: never bounce back to /login or off-site.
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//'))
    return '/app';
  if (pathname === '/login' || pathname === '/register') return '/app';
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}
