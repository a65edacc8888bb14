import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { db } from '#mocks/db';
import { failing, pending } from '#mocks/overrides';
import { COLLECTION_IDS, RECIPE_IDS } from '#mocks/scenarios';
import { SaveToCollectionDialog } from '#src/features/collections/components/save-to-collection-dialog';
import { useGenerateFlow } from '#src/features/generate/hooks/use-generate-flow';
import { presets } from '#stories/support/controls';
import { blurForPicture } from '#stories/support/focus';

const RECIPES = [
  { id: RECIPE_IDS.risotto, title: 'Mushroom Risotto' },
  { id: RECIPE_IDS.shakshuka, title: 'Shakshuka' },
];

const meta = {
  title: 'Features/Collections/SaveToCollection',
  component: SaveToCollectionDialog,
  tags: ['autodocs'],
  // Docs page: dialogs and routed screens render each story in its own frame, not over the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
  argTypes: {
    recipes: presets({ 'Two recipes': RECIPES, 'One recipe': RECIPES.slice(0, 1) }),
  },
  args: { open: true, recipes: RECIPES, onOpenChange: fn(), onSave: fn() },
  // Speichern runs the wizard's real save (collections, recipes, navigation) over the mock.
  render: function Render(args) {
    const { save } = useGenerateFlow();
    return (
      <SaveToCollectionDialog
        {...args}
        onSave={async (plan) => {
          args.onSave(plan);
          await save(plan);
        }}
      />
    );
  },
} satisfies Meta<typeof SaveToCollectionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openDialog(canvasElement: HTMLElement) {
  const dialog = await screen(canvasElement).findByRole('dialog', {
    name: 'In Sammlung speichern',
  });
  return within(dialog);
}

/** Step 1 of 2: progress, search, a checkbox per collection, Weiter (no Zurück yet). */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByText('Schritt 1 von 2')).toBeVisible();
    const bar = dialog.getByRole('progressbar', { name: 'Fortschritt' });
    await expect(bar).toHaveAttribute('aria-valuenow', '1');
    await expect(bar).toHaveAttribute('aria-valuemax', '2');
    await expect(dialog.getByRole('heading', { name: 'Mushroom Risotto' })).toBeVisible();
    await expect(
      dialog.getByRole('searchbox', { name: 'Sammlungen durchsuchen...' }),
    ).toBeVisible();
    const boxes = await dialog.findAllByRole('checkbox');
    await expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      'Weeknight Dinners5 Rezepte',
      'Sunday Baking1 Rezept',
      'Party Food0 Rezepte',
    ]);
    await expect(dialog.getByRole('button', { name: 'Weiter' })).toBeEnabled();
    await expect(dialog.queryByRole('button', { name: 'Zurück' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Speichern' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('getAllCollections')] } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('status')).toHaveTextContent('Sammlungen werden geladen');
    await expect(dialog.getByRole('button', { name: 'Weiter' })).toBeDisabled();
  },
};

/** A user without collections. */
export const Empty: Story = {
  parameters: { scenario: 'newUser' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(await dialog.findByText('Noch keine Sammlungen vorhanden')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Neue Sammlung' })).toBeVisible();
  },
};

/** A search without a match. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await dialog.findAllByRole('checkbox');
    await userEvent.type(
      dialog.getByRole('searchbox', { name: 'Sammlungen durchsuchen...' }),
      'Suppen',
    );
    await expect(dialog.getByText('Keine Sammlungen gefunden')).toBeVisible();
    await expect(dialog.queryAllByRole('checkbox')).toHaveLength(0);
  },
};

/** Creating a collection in the modal: it is stored and ticked for the shown recipe. */
export const CreateForm: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await dialog.findAllByRole('checkbox');
    await userEvent.click(dialog.getByRole('button', { name: 'Neue Sammlung' }));
    await expect(dialog.getByRole('textbox', { name: 'Beschreibung (optional)' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeEnabled();
    const create = dialog.getByRole('button', { name: 'Erstellen' });
    await expect(create).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Meal Prep');
    await userEvent.click(create);
    await expect(await dialog.findByRole('checkbox', { name: /Meal Prep/ })).toBeChecked();
    await expect([...db.collections.values()].some((c) => c.name === 'Meal Prep')).toBe(true);
  },
};

export const CreateFailed: Story = {
  parameters: { msw: { handlers: [failing('createCollection', 500)] } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await dialog.findAllByRole('checkbox');
    await userEvent.click(dialog.getByRole('button', { name: 'Neue Sammlung' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Meal Prep');
    await userEvent.click(dialog.getByRole('button', { name: 'Erstellen' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Sammlung konnte nicht erstellt werden',
    );
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Meal Prep');
    blurForPicture();
  },
};

/** Weiter without a collection names the recipe; ticking one clears the message. */
export const ValidationMessage: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await dialog.findAllByRole('checkbox');
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Bitte wähle mindestens eine Sammlung für "Mushroom Risotto" aus.',
    );
    await expect(dialog.getByText('Schritt 1 von 2')).toBeVisible();
    await userEvent.click(dialog.getByRole('checkbox', { name: /Party Food/ }));
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};

/** The second recipe starts with the first one's collections; Zurück keeps both choices. */
export const StepTwoPrefilled: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(await dialog.findByRole('checkbox', { name: /Party Food/ }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /Sunday Baking/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    await expect(dialog.getByText('Schritt 2 von 2')).toBeVisible();
    await expect(dialog.getByRole('progressbar', { name: 'Fortschritt' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    await expect(dialog.getByRole('heading', { name: 'Shakshuka' })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /Party Food/ })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /Sunday Baking/ })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /Weeknight Dinners/ })).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Speichern' })).toBeVisible();
    await userEvent.click(dialog.getByRole('checkbox', { name: /Sunday Baking/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Zurück' }));
    await expect(dialog.getByText('Schritt 1 von 2')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /Sunday Baking/ })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    await expect(dialog.getByRole('checkbox', { name: /Sunday Baking/ })).not.toBeChecked();
  },
};

/** Speichern adds each recipe to its collections. */
export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(await dialog.findByRole('checkbox', { name: /Party Food/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(db.collections.get(COLLECTION_IDS.party)?.recipe_ids).toEqual([
        RECIPE_IDS.risotto,
        RECIPE_IDS.shakshuka,
      ]),
    );
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

/** A name typed in "Neue Sammlung" but not created: Weiter creates it, ticks it and carries it on. */
export const TypedNameOnWeiter: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await dialog.findAllByRole('checkbox');
    await userEvent.click(dialog.getByRole('button', { name: 'Neue Sammlung' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Meal Prep');
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    await expect(await dialog.findByText('Schritt 2 von 2')).toBeVisible();
    await expect(dialog.queryByRole('alert')).toBeNull();
    await expect(dialog.getByRole('checkbox', { name: /Meal Prep/ })).toBeChecked();
    await expect([...db.collections.values()].filter((c) => c.name === 'Meal Prep')).toHaveLength(
      1,
    );
  },
};

/** One recipe, a typed new collection and Speichern at once: it is created and the recipe saved into it. */
export const TypedNameOnSave: Story = {
  args: { recipes: [RECIPES[0]!] },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await dialog.findAllByRole('checkbox');
    await userEvent.click(dialog.getByRole('button', { name: 'Neue Sammlung' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Meal Prep');
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect([...db.collections.values()].find((c) => c.name === 'Meal Prep')?.recipe_ids).toEqual([
        RECIPE_IDS.risotto,
      ]),
    );
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(
      dialog.queryByText('Bitte wähle mindestens eine Sammlung', { exact: false }),
    ).toBeNull();
  },
};

/** The collections could not be updated: the message shows and every choice stays. */
export const SaveFailed: Story = {
  parameters: { msw: { handlers: [failing('updateCollectionRecipes', 500)] } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(await dialog.findByRole('checkbox', { name: /Party Food/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /Weeknight Dinners/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Speichern fehlgeschlagen. Bitte versuche es erneut.',
    );
    await expect(dialog.getByText('Schritt 2 von 2')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /Party Food/ })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /Weeknight Dinners/ })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Speichern' })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Zurück' }));
    await expect(dialog.getByRole('checkbox', { name: /Party Food/ })).toBeChecked();
  },
};

/** The recipes could not be saved. */
export const RecipeSaveFailed: Story = {
  parameters: { msw: { handlers: [failing('saveRecipe', 500)] } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(await dialog.findByRole('checkbox', { name: /Party Food/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Failed to save recipe. Please try again.',
    );
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('getAllCollections', 500)] } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Fehler beim Laden der Sammlungen',
    );
    await expect(dialog.getByRole('button', { name: 'Weiter' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  },
};

/** Phones: a bottom sheet with 44px controls. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const box = await dialog.findByRole('checkbox', { name: /Party Food/ });
    await expect(box.closest('label')!.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(
      dialog.getByRole('button', { name: 'Weiter' }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
  },
};
