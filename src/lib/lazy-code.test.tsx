import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyCode, lazyComponent } from './lazy-code';
import { holdUntilPageShown } from './page-shown';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyComponent', () => {
  it('renders nothing until the code is there, then its component with the props', async () => {
    const module = deferred<{ Greeting: typeof Greeting }>();
    const Lazy = lazyComponent(
      lazyCode(() => module.promise),
      (loaded) => loaded.Greeting,
    );
    const { container } = render(<Lazy name="Ana" />);
    expect(container).toBeEmptyDOMElement();
    module.resolve({ Greeting });
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
  });

  it('loads once for every instance, and a failed load is tried again by the next one', async () => {
    let calls = 0;
    let fail = true;
    const code = lazyCode(async () => {
      calls += 1;
      if (fail) throw new Error('offline');
      return { Greeting };
    });
    const Lazy = lazyComponent(code, (loaded) => loaded.Greeting);
    const first = render(<Lazy name="Ana" />);
    await expect(code.load()).rejects.toThrow('offline');
    expect(first.container).toBeEmptyDOMElement();
    first.unmount();
    fail = false;
    render(
      <>
        <Lazy name="Ben" />
        <Lazy name="Cleo" />
      </>,
    );
    expect(await screen.findByText('Hello Ben')).toBeInTheDocument();
    expect(screen.getByText('Hello Cleo')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('tries a failed direct load again on the next call', async () => {
    let fail = true;
    const code = lazyCode(async () => {
      if (fail) throw new Error('offline');
      return { Greeting };
    });
    await expect(code.load()).rejects.toThrow('offline');
    expect(code.loaded()).toBeNull();
    fail = false;
    await expect(code.load()).resolves.toEqual({ Greeting });
    expect(code.loaded()).toEqual({ Greeting });
  });

  it('loads only once the first page is shown, unless asked for directly', async () => {
    const page = deferred<void>();
    holdUntilPageShown(page.promise);
    try {
      let calls = 0;
      const code = lazyCode(async () => {
        calls += 1;
        return { Greeting };
      });
      const Lazy = lazyComponent(code, (loaded) => loaded.Greeting);
      const { container } = render(<Lazy name="Ana" />);
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(calls).toBe(0);
      expect(container).toBeEmptyDOMElement();
      page.resolve();
      expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
      expect(calls).toBe(1);

      const direct = lazyCode(async () => ({ Greeting }));
      holdUntilPageShown(new Promise(() => {}));
      await expect(direct.load()).resolves.toEqual({ Greeting });
    } finally {
      holdUntilPageShown(Promise.resolve());
    }
  });
});
