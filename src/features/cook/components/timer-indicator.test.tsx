import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceClock, freezeClock, resetClock } from '#src/lib/clock';
import { TimerRecipeContext } from '#src/features/cook/hooks/timer-recipe';
import { ACTIVE_TIMERS_KEY, refreshActiveTimers } from '#src/features/cook/hooks/timer-store';
import { useStepTimer } from '#src/features/cook/hooks/use-step-timer';
import { timerStorageKey } from '#src/features/cook/model/timer';
import { TimerIndicator } from './timer-indicator';

const T0 = Date.UTC(2025, 9, 17, 18, 0, 0);
const step = { seconds: 600, heading: 'Simmer the sauce', recipeId: 7, stepIndex: 2 };
const inRecipe = ({ children }: { children: ReactNode }) => (
  <TimerRecipeContext.Provider value={{ title: 'Tomato soup' }}>
    {children}
  </TimerRecipeContext.Provider>
);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const renderIndicator = () =>
  render(
    <MemoryRouter initialEntries={['/app/library']}>
      <TimerIndicator />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

/** Starts the step's timer on the "recipe page", then leaves it (unmount). */
function startAndLeave(seconds = step.seconds) {
  const page = renderHook(() => useStepTimer({ ...step, seconds }), { wrapper: inRecipe });
  act(() => page.result.current.start());
  page.unmount();
}

afterEach(() => {
  vi.useRealTimers();
  resetClock();
});

describe('TimerIndicator', () => {
  it('shows a timer started on a recipe after leaving it, counting down live', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    freezeClock(T0);
    startAndLeave();
    expect(JSON.parse(localStorage.getItem(ACTIVE_TIMERS_KEY) ?? '[]')).toEqual([
      {
        recipeId: 7,
        stepIndex: 2,
        recipeTitle: 'Tomato soup',
        heading: 'Simmer the sauce',
        durationMs: 600_000,
      },
    ]);
    renderIndicator();
    const link = screen.getByRole('link', {
      name: 'Back to step 3: Simmer the sauce · Tomato soup 10:00',
    });
    expect(link).toHaveAttribute('href', '/app/recipe/7?step=3');
    expect(screen.getByRole('timer')).toHaveTextContent('10:00');
    advanceClock(65_000);
    act(() => vi.advanceTimersByTime(250));
    expect(screen.getByRole('timer')).toHaveTextContent('8:55');
  });

  it('rings once when a timer ends while its step is not shown, and stores it as ended', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    freezeClock(T0);
    startAndLeave(30);
    renderIndicator();
    advanceClock(30_000);
    act(() => vi.advanceTimersByTime(250));
    expect(warn).toHaveBeenCalledExactlyOnceWith('Timer finished: Simmer the sauce');
    expect(screen.getByRole('timer')).toHaveTextContent("Time's up!");
    expect(screen.getByText("Time's up: Simmer the sauce")).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(timerStorageKey(7, 2)) ?? '{}')).toEqual({
      durationMs: 30_000,
      remainingMs: 0,
      deadline: null,
      expired: true,
    });
    act(() => vi.advanceTimersByTime(2000));
    expect(warn).toHaveBeenCalledTimes(1);
    // Back on the step: it shows the end without ringing a second time.
    const back = renderHook(() => useStepTimer({ ...step, seconds: 30 }), { wrapper: inRecipe });
    expect(back.result.current.expired).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('leads back to the step and dismisses a timer', async () => {
    freezeClock(T0);
    const user = userEvent.setup();
    startAndLeave();
    renderIndicator();
    await user.click(screen.getByRole('link', { name: /Back to step 3: Simmer the sauce/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/app/recipe/7?step=3');
    await user.click(screen.getByRole('button', { name: 'Dismiss timer: Simmer the sauce' }));
    expect(screen.queryByRole('region', { name: 'Running timers' })).not.toBeInTheDocument();
    expect(localStorage.getItem(timerStorageKey(7, 2))).toBeNull();
    expect(localStorage.getItem(ACTIVE_TIMERS_KEY)).toBeNull();
    // Back on the step it shows the full duration, paused.
    const back = renderHook(() => useStepTimer(step), { wrapper: inRecipe });
    expect(back.result.current.running).toBe(false);
    expect(back.result.current.remainingMs).toBe(600_000);
  });

  it("leads a timer started on a household member's planned recipe back to its plan entry", async () => {
    freezeClock(T0);
    const user = userEvent.setup();
    const page = renderHook(() => useStepTimer(step), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <TimerRecipeContext.Provider value={{ title: 'Goulash', path: '/app/plan/41/recipe' }}>
          {children}
        </TimerRecipeContext.Provider>
      ),
    });
    act(() => page.result.current.start());
    page.unmount();
    renderIndicator();
    expect(screen.getByText('Goulash')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Back to step 3: Simmer the sauce/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/app/plan/41/recipe?step=3');
  });

  it('ignores a stored timer whose path leads out of the app', () => {
    freezeClock(T0);
    startAndLeave();
    const [meta] = JSON.parse(localStorage.getItem(ACTIVE_TIMERS_KEY)!) as object[];
    localStorage.setItem(
      ACTIVE_TIMERS_KEY,
      JSON.stringify([{ ...meta, path: 'https://example.com/app' }]),
    );
    refreshActiveTimers();
    renderIndicator();
    expect(screen.queryByRole('region', { name: 'Running timers' })).not.toBeInTheDocument();
  });

  it('leaves out a timer while its step is on the page, and shows it again after leaving', () => {
    freezeClock(T0);
    startAndLeave();
    renderIndicator();
    expect(screen.getByRole('region', { name: 'Running timers' })).toBeInTheDocument();
    // The recipe's instructions are open: the step shows its own timer, no pill lies over it.
    const shown = renderHook(() => useStepTimer(step), { wrapper: inRecipe });
    expect(shown.result.current.running).toBe(true);
    expect(screen.queryByRole('region', { name: 'Running timers' })).not.toBeInTheDocument();
    shown.unmount();
    expect(screen.getByRole('timer')).toHaveTextContent('10:00');
  });

  it('shows nothing for a paused timer, and nothing at all without timers', () => {
    freezeClock(T0);
    const page = renderHook(() => useStepTimer(step), { wrapper: inRecipe });
    act(() => page.result.current.start());
    act(() => page.result.current.pause());
    page.unmount();
    renderIndicator();
    expect(screen.queryByRole('region', { name: 'Running timers' })).not.toBeInTheDocument();
  });
});
