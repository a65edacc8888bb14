import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { db } from '#mocks/db';
import { failing, pending } from '#mocks/overrides';
import { COLLECTION_IDS, RECIPE_IDS } from '#mocks/scenarios';
import { Button } from '#src/components/ui/button';
import {
  EditCollectionsDialog,
  type EditCollectionsDialogProps,
} from '#src/features/collections/components/edit-collections-dialog';

const RECIPE = { id: RECIPE_IDS.curry, title: 'Chickpea and Spinach Curry' };

/** The dialog is controlled; the story owns `open` like the screens do. */
function Demo(props: EditCollectionsDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <div className="p-6">
      <Button onClick={() => setOpen(true)}>Sammlung bearbeiten</Button>
      <EditCollectionsDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Features/Collections/EditCollectionsDialog',
  component: Demo,
  tags: ['autodocs'],
  // Docs page: dialogs and routed screens render each story in its own frame, not over the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
  args: {
    recipe: RECIPE,
    open: true,
    onOpenChange: fn(),
    onDeleteRecipe: fn(async () => undefined),
    onRecipeDeleted: fn(),
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('dialog', { name: 'Sammlung bearbeiten' });
  await within(dialog).findByRole('checkbox', { name: /Weeknight Dinners/ });
  return { body, dialog: within(dialog) };
}

/** The recipe's collections are ticked; Speichern is the primary action. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByText(RECIPE.title)).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /Weeknight Dinners/ })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /Sunday Baking/ })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /Party Food/ })).not.toBeChecked();
    await expect(
      dialog.getByRole('searchbox', { name: 'Sammlungen durchsuchen...' }),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Neue Sammlung' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Speichern' })).toBeEnabled();
    await expect(dialog.queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
  },
};

/** Speichern adds the recipe to newly ticked collections and removes it from unticked ones. */
export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const { body, dialog } = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('checkbox', { name: /Sunday Baking/ }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /Weeknight Dinners/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(db.collections.get(COLLECTION_IDS.baking)!.recipe_ids).toContain(RECIPE.id);
    await expect(db.collections.get(COLLECTION_IDS.weeknight)!.recipe_ids).not.toContain(RECIPE.id);
    await expect(db.collections.get(COLLECTION_IDS.party)!.recipe_ids).not.toContain(RECIPE.id);
  },
};

/** A collection created inline is ticked at once. */
export const CreatedCollection: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Neue Sammlung' }));
    await userEvent.type(dialog.getByLabelText('Name'), 'Curry Night');
    await userEvent.click(dialog.getByRole('button', { name: 'Erstellen' }));
    await expect(await dialog.findByRole('checkbox', { name: /Curry Night/ })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Speichern' })).toBeEnabled();
  },
};

/** Nothing ticked: the button turns into a red Löschen that deletes after confirmation. */
export const NoneTicked: Story = {
  play: async ({ canvasElement, args }) => {
    const { body, dialog } = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('checkbox', { name: /Weeknight Dinners/ }));
    await expect(dialog.getByText('Bitte wähle mindestens eine Sammlung aus')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
    const remove = dialog.getByRole('button', { name: 'Löschen' });
    await expect(remove.className).toContain('bg-danger');
    await userEvent.click(remove);
    const confirm = await body.findByRole('alertdialog', {
      name: 'Möchtest du dieses Rezept wirklich löschen?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(args.onDeleteRecipe).toHaveBeenCalledWith(RECIPE.id));
    await waitFor(() => expect(args.onRecipeDeleted).toHaveBeenCalledWith(RECIPE.id));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A failed delete keeps the dialog with "Löschen fehlgeschlagen. Bitte versuche es erneut.". */
export const DeleteFailed: Story = {
  args: { onDeleteRecipe: fn(async () => Promise.reject(new Error('500'))) },
  play: async ({ canvasElement, args }) => {
    const { body, dialog } = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('checkbox', { name: /Weeknight Dinners/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Löschen' }));
    const confirm = await body.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Löschen fehlgeschlagen. Bitte versuche es erneut.',
    );
    await expect(args.onRecipeDeleted).not.toHaveBeenCalled();
    await expect(body.getByRole('dialog', { name: 'Sammlung bearbeiten' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('getRecipeCollections')] } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Sammlung bearbeiten' }));
    await expect(dialog.getByRole('status')).toHaveTextContent('Sammlungen werden geladen');
    await expect(dialog.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('getAllCollections', 500)] } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Sammlung bearbeiten' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('Fehler beim Laden der Sammlungen');
    await expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  },
};

export const SaveFailed: Story = {
  parameters: { msw: { handlers: [failing('updateCollectionRecipes', 500)] } },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('checkbox', { name: /Sunday Baking/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Speichern fehlgeschlagen. Bitte versuche es erneut.',
    );
    await expect(dialog.getByRole('checkbox', { name: /Sunday Baking/ })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Speichern' })).toBeEnabled();
  },
};
