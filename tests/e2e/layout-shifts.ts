import type { Page } from '@playwright/test';

/**
 * Records every layout shift of the page's visits from now on, as Chrome reports them for
 * Lighthouse's CLS; the returned function sums them so far.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[])
        w.shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
}
