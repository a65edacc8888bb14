import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Collection, CreateCollectionRequest } from '#src/api/types';
import { CollectionPicker } from '#src/features/collections/components/collection-picker';
import { COLLECTIONS } from './fixtures';
import { noControl, presets } from '#stories/support/controls';
import { blurForPicture } from '#stories/support/focus';

const created = (input: CreateCollectionRequest): Collection => ({
  id: 99,
  name: input.name,
  description: input.description ?? null,
  recipe_count: 0,
  preview_image_urls: [],
});

const meta = {
  title: 'Features/Collections/CollectionPicker',
  component: CollectionPicker,
  tags: ['autodocs'],
  argTypes: {
    collections: presets({ 'Three collections': COLLECTIONS, None: [] }),
    selectedIds: {
      options: COLLECTIONS.map((c) => c.id),
      control: {
        type: 'check',
        labels: Object.fromEntries(COLLECTIONS.map((c) => [c.id, c.name])),
      },
    },
    draftRef: noControl,
  },
  parameters: { layout: 'padded' },
  args: {
    collections: COLLECTIONS,
    status: 'success',
    selectedIds: [],
    onToggle: fn(),
    onRetry: fn(),
    onCreate: fn(async (input: CreateCollectionRequest) => created(input)),
  },
  // The picker is controlled; the story keeps the selection like its owners do.
  render: function Render(args) {
    const [selected, setSelected] = useState<readonly number[]>(args.selectedIds);
    return (
      <div className="max-w-md">
        <CollectionPicker
          {...args}
          selectedIds={selected}
          onToggle={(id, on) => {
            setSelected((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));
            args.onToggle(id, on);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof CollectionPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A checkbox per collection with its recipe count; ticking reports the change. */
export const Default: Story = {
  args: { selectedIds: [2] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('searchbox', { name: 'Sammlungen durchsuchen...' }),
    ).toBeVisible();
    const group = canvas.getByRole('group', { name: 'Sammlungen' });
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    await expect(canvas.getByRole('checkbox', { name: /Sunday Baking/ })).toBeChecked();
    await expect(canvas.getByText('5 Rezepte')).toBeVisible();
    await expect(canvas.getByText('1 Rezept')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Party Food/ }));
    await expect(args.onToggle).toHaveBeenCalledWith(3, true);
    await expect(canvas.getByRole('checkbox', { name: /Party Food/ })).toBeChecked();
  },
};

export const Loading: Story = {
  args: { collections: undefined, status: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Sammlungen werden geladen');
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { collections: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Noch keine Sammlungen vorhanden')).toBeVisible();
  },
};

/** The search filters by name and description, ignoring case. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Sammlungen durchsuchen...' });
    await userEvent.type(search, 'EVENINGS');
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(1);
    await expect(canvas.getByRole('checkbox', { name: /Weeknight Dinners/ })).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'Suppen');
    await expect(canvas.getByText('Keine Sammlungen gefunden')).toBeVisible();
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
  },
};

/** The inline form: Erstellen needs a non-blank name; the new collection appears ticked. */
export const CreateForm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Neue Sammlung' }));
    const form = canvas.getByRole('group', { name: 'Neue Sammlung' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveFocus();
    await expect(
      within(form).getByRole('textbox', { name: 'Beschreibung (optional)' }),
    ).toBeVisible();
    const create = within(form).getByRole('button', { name: 'Erstellen' });
    await expect(create).toBeDisabled();
    await userEvent.type(name, '   ');
    await expect(create).toBeDisabled();
    await userEvent.type(name, ' Meal Prep ');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Beschreibung (optional)' }),
      'Sonntags vorkochen',
    );
    await userEvent.click(create);
    await expect(args.onCreate).toHaveBeenCalledWith({
      name: 'Meal Prep',
      description: 'Sonntags vorkochen',
    });
    await expect(await canvas.findByRole('checkbox', { name: /Meal Prep/ })).toBeChecked();
    await expect(args.onToggle).toHaveBeenCalledWith(99, true);
    await expect(canvas.queryByRole('group', { name: 'Neue Sammlung' })).toBeNull();
  },
};

/** Abbrechen closes the form without creating anything. */
export const CreateCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Neue Sammlung' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Grillen');
    await userEvent.click(canvas.getByRole('button', { name: 'Abbrechen' }));
    await expect(canvas.queryByRole('textbox', { name: 'Name' })).toBeNull();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Neue Sammlung' })).toHaveFocus(),
    );
  },
};

/** Creating failed: the message shows and the typed name stays. */
export const CreateFailed: Story = {
  args: {
    onCreate: fn(async (_input: CreateCollectionRequest): Promise<Collection> => {
      throw new Error('500');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Neue Sammlung' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Grillen{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Sammlung konnte nicht erstellt werden',
    );
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Grillen');
    blurForPicture();
  },
};

export const LoadFailed: Story = {
  args: { collections: undefined, status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Fehler beim Laden der Sammlungen');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
