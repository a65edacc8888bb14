import { expect, waitFor } from 'storybook/test';

/**
 * Waits until Settings' food preferences and API tokens have loaded (their form and list replaced
 * the spinners), in any language, so a picture of the Settings page never catches a section half-way.
 */
export const preferencesLoaded = (canvasElement: HTMLElement) =>
  waitFor(
    () => {
      expect(
        canvasElement.querySelector('[aria-labelledby="food-preferences-heading"] form'),
      ).not.toBeNull();
      expect(
        canvasElement.querySelector('[aria-labelledby="api-tokens-heading"] [data-state="loaded"]'),
      ).not.toBeNull();
    },
    { timeout: 10000 },
  );
