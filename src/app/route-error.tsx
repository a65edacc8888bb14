import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorState } from '../components/error-state';

/** Last-resort boundary: a crashed screen or a failed chunk load shows the generic error box. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? error.statusText
    : error instanceof Error &&
        /dynamically imported module|Importing a module script/i.test(error.message)
      ? 'A new version of Sous is available. Please reload the page.'
      : undefined;
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <ErrorState message={message} onRetry={() => window.location.reload()} retryLabel="Reload" />
    </main>
  );
}
