import { useCallback, useEffect, useRef, useState } from 'react';

export type CallState<R> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; data: R }
  | { status: 'error'; error: unknown };

/**
 * One server call a page makes on demand (a form's submit, a link's check), without a query
 * client: idle, pending, then its answer or its error. A newer call supersedes an older one still
 * running, and nothing is set after the component is gone.
 */
export function useCall<A, R>(run: (input: A) => Promise<R>) {
  const [state, setState] = useState<CallState<R>>({ status: 'idle' });
  const latest = useRef(0);
  useEffect(
    () => () => {
      latest.current += 1;
    },
    [],
  );
  const call = useCallback(
    (input: A) => {
      const id = ++latest.current;
      setState({ status: 'pending' });
      run(input).then(
        (data) => id === latest.current && setState({ status: 'success', data }),
        (error: unknown) => id === latest.current && setState({ status: 'error', error }),
      );
    },
    [run],
  );
  return {
    state,
    call,
    pending: state.status === 'pending',
    data: state.status === 'success' ? state.data : undefined,
    error: state.status === 'error' ? state.error : null,
  };
}
