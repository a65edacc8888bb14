import { createElement, startTransition, useEffect, useState, type ComponentType } from 'react';
import { pageShown } from './page-shown';

/**
 * A library kept out of the page's first load: it loads (once) as soon as the first component that
 * needs it is on screen and the first page has shown its content (pageShown), and that component
 * renders its placeholder until then. A failed load is tried again by the next component that asks.
 */
export interface LazyCode<T> {
  /** Starts (or joins) the load; Storybook and the unit tests call it up front. A failed load is tried again by the next call. */
  load: () => Promise<T>;
  /** The loaded code, or null while it loads. */
  use: () => T | null;
  /** The loaded code, for parts that render only once it is there. */
  loaded: () => T | null;
}

export function lazyCode<T>(importer: () => Promise<T>): LazyCode<T> {
  let code: T | null = null;
  let loading: Promise<T> | undefined;
  const load = () => {
    loading ??= importer().then(
      (module) => (code = module),
      (error: unknown) => {
        // A failed load is tried again by the next call.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function useCode(): T | null {
    const [current, setCurrent] = useState(code);
    useEffect(() => {
      if (current) return;
      let mounted = true;
      pageShown()
        .then(load)
        .then(
          // Swapping the code in is not urgent: rendered in a transition, it yields to the browser
          // every few milliseconds (several parts arrive together once the page is shown).
          (module) => mounted && startTransition(() => setCurrent(module)),
          () => {},
        );
      return () => {
        mounted = false;
      };
    }, [current]);
    return current;
  }
  return { load, use: useCode, loaded: () => code };
}

/**
 * A component of lazily loaded code (a dialog behind a click): renders nothing until the code is
 * there, then the component `pick` takes from it with the same props.
 */
export function lazyComponent<T, P extends object>(
  code: LazyCode<T>,
  pick: (module: T) => ComponentType<P>,
): ComponentType<P> {
  return function LazyComponent(props: P) {
    const module = code.use();
    return module ? createElement(pick(module), props) : null;
  };
}
