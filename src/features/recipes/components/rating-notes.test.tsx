import { db, ensureXsrfCookie } from '#mocks/db';
import { server } from '#mocks/node';
import { failing } from '#mocks/overrides';
import { RECIPE_IDS } from '#mocks/scenarios';
import { render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '#src/testing/query-client';
import { recipeKeys } from '#src/features/recipes/api/keys';
import { RATING_SETTLE_MS, RatingNotes } from './rating-notes';

beforeEach(() => ensureXsrfCookie());

function renderPanel(
  recipe: { id: number; rating: number | null; note: string | null } = {
    id: RECIPE_IDS.curry,
    rating: null,
    note: null,
  },
) {
  const { queryClient, wrapper } = withQueryClient();
  render(<RatingNotes recipe={recipe} />, { wrapper });
  return queryClient;
}

describe('RatingNotes', () => {
  it('rates with a star (named "Rate 4 of 5") and arrow keys, and stores each choice', async () => {
    const user = userEvent.setup();
    renderPanel();
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(group).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Rate 4 of 5' }));
    await waitFor(() => expect(db.recipes.get(RECIPE_IDS.curry)!.rating).toBe(4));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    // Arrow keys move the choice, as native radios do.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Rate 5 of 5' })).toBeChecked();
    await waitFor(() => expect(db.recipes.get(RECIPE_IDS.curry)!.rating).toBe(5), {
      timeout: 3000,
    });
    await user.click(screen.getByRole('button', { name: 'Clear rating' }));
    await waitFor(() => expect(db.recipes.get(RECIPE_IDS.curry)!.rating).toBeNull());
  });

  it('saves the note when the field is left, trimmed; an emptied note clears it', async () => {
    const user = userEvent.setup();
    const queryClient = renderPanel();
    const note = screen.getByRole('textbox', { name: 'Personal note' });
    await user.type(note, '  less salt next time  ');
    await user.tab();
    await waitFor(() => expect(db.recipes.get(RECIPE_IDS.curry)!.note).toBe('less salt next time'));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(note).toHaveValue('less salt next time');
    expect(queryClient.getQueryState(recipeKeys.detail(RECIPE_IDS.curry))).toBeUndefined();
    await user.clear(note);
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(db.recipes.get(RECIPE_IDS.curry)!.note).toBeNull());
  });

  it('keeps the typed text and says so when saving fails; the stars go back', async () => {
    server.use(failing('updateRecipeRatingNotes', 500));
    const user = userEvent.setup();
    renderPanel({ id: RECIPE_IDS.curry, rating: 2, note: null });
    const note = screen.getByRole('textbox', { name: 'Personal note' });
    await user.type(note, 'double the garlic');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Couldn't save. Your text is kept, please try again.",
    );
    expect(note).toHaveValue('double the garlic');
    expect(note).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('radio', { name: 'Rate 5 of 5' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Rate 2 of 5' })).toBeChecked());
    expect(db.recipes.get(RECIPE_IDS.curry)!.note ?? null).toBeNull();
  });
});

describe('RatingNotes: one rating stored per choice, not per arrow key', () => {
  afterEach(() => server.events.removeAllListeners());

  /** Counts the PATCH /recipe/{id}/rating-notes requests and keeps their bodies. */
  function countRatingRequests() {
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH' && request.url.endsWith('/rating-notes'))
        bodies.push(request.clone().json());
    });
    return bodies;
  }

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('→ four times from 1 shows 5 at once and sends one PATCH {rating: 5} after the keys settle', async () => {
    const user = userEvent.setup();
    const bodies = countRatingRequests();
    renderPanel({ id: RECIPE_IDS.curry, rating: 1, note: null });
    screen.getByRole('radio', { name: 'Rate 1 of 5' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    // Shown at once, stored not yet.
    expect(screen.getByRole('radio', { name: 'Rate 5 of 5' })).toBeChecked();
    expect(bodies).toHaveLength(0);
    await waitFor(() => expect(db.recipes.get(RECIPE_IDS.curry)!.rating).toBe(5), {
      timeout: 3000,
    });
    await sleep(RATING_SETTLE_MS + 200);
    expect(bodies).toHaveLength(1);
    expect(await bodies[0]).toEqual({ rating: 5 });
    expect(screen.getByRole('radio', { name: 'Rate 5 of 5' })).toBeChecked();
  });

  function renderWithSave(rating: number | null) {
    const onSave = vi.fn((change: { rating?: number | null }) =>
      Promise.resolve({ rating: change.rating ?? null, note: null }),
    );
    const { wrapper } = withQueryClient();
    const view = render(
      <RatingNotes recipe={{ id: RECIPE_IDS.curry, rating, note: null }} onSave={onSave} />,
      { wrapper },
    );
    return { onSave, view };
  }

  it('a click stores at once', async () => {
    const user = userEvent.setup();
    const { onSave } = renderWithSave(null);
    await user.click(screen.getByRole('radio', { name: 'Rate 3 of 5' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenLastCalledWith({ rating: 3 });
  });

  it('Enter, or leaving the stars, stores the rating the arrows reached at once', async () => {
    const user = userEvent.setup();
    const { onSave } = renderWithSave(2);
    screen.getByRole('radio', { name: 'Rate 2 of 5' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(onSave).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenLastCalledWith({ rating: 4 });
    await user.keyboard('{ArrowLeft}');
    expect(onSave).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(onSave).toHaveBeenCalledTimes(2);
    expect(onSave).toHaveBeenLastCalledWith({ rating: 3 });
    // Nothing more is sent when the wait would have ended.
    await act(() => sleep(RATING_SETTLE_MS + 100));
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it('leaving the page right after an arrow key still stores the rating', async () => {
    const user = userEvent.setup();
    const { onSave, view } = renderWithSave(4);
    screen.getByRole('radio', { name: 'Rate 4 of 5' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(onSave).not.toHaveBeenCalled();
    view.unmount();
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenLastCalledWith({ rating: 3 });
  });
});
