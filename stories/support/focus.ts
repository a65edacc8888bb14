/**
 * Takes the focus off before the picture where browsers differ: fields disabled while a request
 * runs lose the focus in one Chromium build and keep it in another (their focus border differs).
 */
export function blurForPicture(): void {
  (document.activeElement as HTMLElement | null)?.blur();
}
