/**
 * Code no first paint needs (menus, dialogs, the avatar generator, the timers' indicator, offline
 * support, the cook-along side) waits until the first page has shown its content, so its chunks do
 * not share a phone's line and main thread with the page's own code, data and photo. The app's
 * entry holds it until then (src/app/page-shown.ts); the cook's first tap or key lets it go at once.
 * Storybook and the unit tests never hold it.
 */
let shown: Promise<void> = Promise.resolve();

/** Settles once the first page has shown its content (at once when nothing holds it). */
export const pageShown = (): Promise<void> => shown;

/** Holds the code that waits for pageShown() until `until` settles (the app's entry, once). */
export function holdUntilPageShown(until: Promise<void>) {
  shown = until;
}
