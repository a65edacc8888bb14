import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '#mocks/db';
import { PREPARING_SESSION_KEY } from '#src/features/generate/model/stored-session';
import GenerateScreen from '#src/screens/generate/generate-screen';
import { pngFile } from '#stories/features/generate/fixtures';

const LAZY = { timeout: 10000 };

const meta = {
  title: 'Flows/SaveRecipes',
  tags: ['flow'],
  component: GenerateScreen,
  parameters: { route: '/app/generate', endsAt: '/app/library' },
} satisfies Meta<typeof GenerateScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The whole journey over the mock: prompt, ingredients and a photo, options, two picked, a new
 * collection for the first, the second pre-filled, Speichern, and the library.
 */
export const FullJourney: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    let picked: number[] = [];
    let sessionId = 0;

    await step('prompt', async () => {
      await canvas.findByRole('heading', { name: 'What do you want to cook today?' }, LAZY);
      await userEvent.type(
        canvas.getByRole('textbox', { name: 'Your cooking idea' }),
        'Pizza night',
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    });

    await step('ingredients, typed and from a photo', async () => {
      const field = await canvas.findByRole('textbox', { name: 'Your ingredients' });
      await userEvent.type(field, 'flour');
      await userEvent.upload(
        canvas.getByLabelText('Photo of a shopping list or recipe'),
        pngFile(),
      );
      await waitFor(() => expect(field).toHaveValue('flour, tomatoes, mozzarella, basil'));
      await userEvent.click(canvas.getByRole('button', { name: 'Generate Recipes' }));
    });

    await step('pick two options', async () => {
      await canvas.findByRole('heading', { name: 'Choose your recipe' }, LAZY);
      await expect(canvas.getByText('Recipes generated successfully!')).toBeVisible();
      sessionId = Number(localStorage.getItem(PREPARING_SESSION_KEY));
      const session = db.preparingSessions.get(sessionId)!;
      await expect(session.image_key).not.toBe('');
      picked = session.recipe_ids.slice(0, 2);
      // The option cards are the toggles; "Add to plan" sits under each.
      const cards = within(canvas.getByRole('list', { name: 'Recipe options' })).getAllByRole(
        'button',
        { pressed: false },
      );
      await userEvent.click(cards[0]!);
      await userEvent.click(cards[1]!);
      await userEvent.click(canvas.getByRole('button', { name: 'Generate (2)' }));
    });

    await step('first recipe: create a collection, it is ticked', async () => {
      const dialog = within(await body.findByRole('dialog', { name: 'In Sammlung speichern' }));
      await expect(dialog.getByText('Schritt 1 von 2')).toBeVisible();
      await dialog.findAllByRole('checkbox');
      await userEvent.click(dialog.getByRole('button', { name: 'Neue Sammlung' }));
      await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Pizza Friday');
      await userEvent.type(
        dialog.getByRole('textbox', { name: 'Beschreibung (optional)' }),
        'Jede Woche',
      );
      await userEvent.click(dialog.getByRole('button', { name: 'Erstellen' }));
      await expect(await dialog.findByRole('checkbox', { name: /Pizza Friday/ })).toBeChecked();
      await userEvent.click(dialog.getByRole('checkbox', { name: /Party Food/ }));
      await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    });

    await step('second recipe: pre-filled, Speichern', async () => {
      const dialog = within(body.getByRole('dialog', { name: 'In Sammlung speichern' }));
      await expect(dialog.getByText('Schritt 2 von 2')).toBeVisible();
      await expect(dialog.getByRole('checkbox', { name: /Pizza Friday/ })).toBeChecked();
      await userEvent.click(dialog.getByRole('checkbox', { name: /Party Food/ }));
      await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    });

    await step('saved, session finished, wizard reset', async () => {
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), LAZY);
      await waitFor(() =>
        expect(canvas.queryByRole('heading', { name: 'Choose your recipe' })).toBeNull(),
      );
      const pizza = [...db.collections.values()].find((c) => c.name === 'Pizza Friday')!;
      await expect(pizza.description).toBe('Jede Woche');
      await expect(pizza.recipe_ids).toEqual(picked);
      const party = [...db.collections.values()].find((c) => c.name === 'Party Food')!;
      await expect(party.recipe_ids).toEqual([picked[0]]);
      for (const id of picked) await expect(db.recipes.get(id)?.is_saved).toBe(true);
      await expect(db.preparingSessions.has(sessionId)).toBe(false);
      await expect(localStorage.getItem(PREPARING_SESSION_KEY)).toBeNull();
    });
  },
};
