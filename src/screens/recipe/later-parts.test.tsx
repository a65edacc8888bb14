import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '#src/testing/query-client';

/** The recipe view's later parts in a fresh copy, their code not loaded and the page not shown. */
async function freshLaterParts() {
  vi.resetModules();
  const shown = await import('#src/lib/page-shown');
  shown.holdUntilPageShown(new Promise<void>(() => {}));
  return import('./later-parts');
}

/** Class tokens of states the stand-in never is in (focused, disabled, invalid). */
const STATE_ONLY = /^(focus-visible:|has-\[|disabled:|aria-\[)/;
const resting = (element: Element) =>
  (element.getAttribute('class') ?? '')
    .split(/\s+/)
    .filter((token) => token && !STATE_ONLY.test(token))
    .sort()
    .join(' ');

/**
 * What the cook sees of an element: its text, its field's value and placeholder, and the boxes'
 * classes at rest in order (each star with the box around it: filled or empty), without the markup
 * that differs between a live control and its stand-in (roles, ids, input types, focus styles).
 */
function looks(element: HTMLElement) {
  const field = element.querySelector('textarea');
  return {
    text: element.textContent,
    note: field?.value,
    placeholder: field?.placeholder,
    classes: Array.from(element.querySelectorAll('section, svg, textarea, button, label, p'))
      .filter((box) => box.textContent || box.tagName !== 'BUTTON')
      .filter((box) => !box.querySelector('svg') || box.tagName === 'SECTION')
      .map((box) =>
        box.tagName === 'svg'
          ? `star ${resting(box.parentElement!)} / ${resting(box)}`
          : `${box.tagName.toLowerCase()} ${resting(box)}`,
      ),
  };
}

describe("the recipe view's rating panel before its code is there", () => {
  it.each([
    { id: 7, rating: 4, note: 'Less salt next time.' },
    { id: 8, rating: null, note: null },
    { id: 9, rating: 2, note: 'x'.repeat(1900) },
  ])('looks as the live panel first renders (rating $rating)', async (recipe) => {
    const { LaterRatingNotes } = await freshLaterParts();
    const { RatingNotes } = await import('#src/features/recipes/components/rating-notes');
    const { wrapper } = withQueryClient();
    const standIn = render(<LaterRatingNotes recipe={recipe} />, { wrapper });
    const live = render(<RatingNotes recipe={recipe} />, { wrapper });
    expect(standIn.container.querySelector('section')).not.toBeNull();
    expect(looks(standIn.container)).toEqual(looks(live.container));
  });
});
