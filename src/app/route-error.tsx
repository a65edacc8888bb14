import { Component, type ReactNode } from 'react';
import { ErrorState } from '#src/components/error-state';
import { COMPONENT_TEXTS } from '#src/components/texts';

const CHUNK_LOAD_FAILED = /dynamically imported module|Importing a module script/i;

/** The generic error box of a crashed screen; a failed chunk load asks for a reload. */
export function RouteError({ error }: { error: unknown }) {
  const message =
    error instanceof Error && CHUNK_LOAD_FAILED.test(error.message)
      ? COMPONENT_TEXTS.routeError.newVersion
      : undefined;
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <ErrorState
        message={message}
        onRetry={() => window.location.reload()}
        retryLabel={COMPONENT_TEXTS.routeError.reload}
      />
    </main>
  );
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
  pathname: string;
}

/**
 * Last-resort boundary around the routes: a crashed screen or a failed chunk load shows the
 * generic error box, until the user navigates to another path.
 */
export class RouteErrorBoundary extends Component<
  { pathname: string; children: ReactNode },
  BoundaryState
> {
  override state: BoundaryState = {
    error: undefined,
    failed: false,
    pathname: this.props.pathname,
  };
  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }
  static getDerivedStateFromProps(
    props: { pathname: string },
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.pathname === state.pathname
      ? null
      : { error: undefined, failed: false, pathname: props.pathname };
  }
  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
