import { db, ensureXsrfCookie } from '#mocks/db';
import { server } from '#mocks/node';
import { failing } from '#mocks/overrides';
import { RECIPE_IDS } from '#mocks/scenarios';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { withQueryClient } from '#src/testing/query-client';
import { recipeKeys } from '#src/features/recipes/api/keys';
import { RatingNotes } from './rating-notes';

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
    await waitFor(() => expect(db.recipes.get(RECIPE_IDS.curry)!.rating).toBe(5));
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
