import { expect, waitFor } from 'storybook/test';

/**
 * Waits until Settings' food preferences have loaded (their form replaced the spinner), in any
 * language, so a picture of the Settings page never catches the section half-way.
 */
export const preferencesLoaded = (canvasElement: HTMLElement) =>
  waitFor(
    () =>
      expect(
        canvasElement.querySelector('[aria-labelledby="food-preferences-heading"] form'),
      ).not.toBeNull(),
    { timeout: 10000 },
  );
