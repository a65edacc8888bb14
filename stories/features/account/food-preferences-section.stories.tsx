import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FoodPreferencesSection } from '#src/features/account/components/food-preferences-section';
import { ALLERGEN_TEXTS } from '#src/features/recipes/allergen-texts';
import { noControl, presets } from '#stories/support/controls';

const NONE = { allergens: [], diets: [], dislikes: [] };
const FILLED = {
  allergens: ['peanut' as const, 'tree-nut' as const],
  diets: ['halal' as const],
  dislikes: ['coriander', 'olives'],
};

const meta = {
  title: 'Features/Account/FoodPreferencesSection',
  component: FoodPreferencesSection,
  tags: ['autodocs'],
  argTypes: {
    value: presets({ 'Nothing set': NONE, 'Nuts, halal, two dislikes': FILLED }),
    allergenNames: noControl,
  },
  parameters: { layout: 'padded' },
  args: {
    value: NONE,
    allergenNames: ALLERGEN_TEXTS.names,
    onSave: fn(async () => undefined),
    onRetry: fn(),
    saving: false,
  },
} satisfies Meta<typeof FoodPreferencesSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing set: the 14 allergens, the 7 diets, no dislikes; Save waits for a change. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const allergies = canvas.getByRole('group', { name: 'Allergies and intolerances' });
    await expect(within(allergies).getAllByRole('checkbox')).toHaveLength(14);
    await expect(within(allergies).getByRole('checkbox', { name: 'Peanuts' })).not.toBeChecked();
    const diets = canvas.getByRole('group', { name: 'Diets' });
    await expect(within(diets).getAllByRole('checkbox')).toHaveLength(7);
    await expect(canvas.getByText('None yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save preferences' })).toBeDisabled();
  },
};

/** Set: the boxes ticked and the dislikes as chips; Enter adds, × and Backspace remove, Save sends all. */
export const Filled: Story = {
  args: { value: FILLED },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Peanuts' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Tree nuts' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Halal' })).toBeChecked();
    const chips = canvas.getByRole('list', { name: 'Foods you do not eat' });
    await expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['coriander', 'olives']);
    const box = canvas.getByRole('textbox', { name: 'Foods you do not eat' });
    await userEvent.type(box, 'mushrooms{Enter}');
    await expect(within(chips).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove olives' }));
    await expect(box).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Save preferences' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      allergens: ['peanut', 'tree-nut'],
      diets: ['halal'],
      dislikes: ['coriander', 'mushrooms'],
    });
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Your food preferences have been saved.',
    );
  },
};

/** While saving, the form is disabled and Save says Saving... */
export const Saving: Story = {
  args: { value: FILLED, saving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Peanuts' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Foods you do not eat' })).toBeDisabled();
  },
};

/** The save failed: the reason shows and the choices stay for another try. */
export const SaveError: Story = {
  args: {
    value: FILLED,
    onSave: fn(async () =>
      Promise.reject(new Error('Your food preferences could not be saved. Please try again.')),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Eggs' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save preferences' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your food preferences could not be saved. Please try again.',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Eggs' })).toBeChecked();
  },
};

/** A repeated dislike (ignoring case) is refused with the reason. */
export const DuplicateDislike: Story = {
  args: { value: FILLED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Foods you do not eat' });
    await userEvent.type(box, 'Olives{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Olives is already in the list.');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Loading: Story = {
  args: { value: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading your food preferences',
    );
  },
};

export const LoadFailed: Story = {
  args: { value: undefined, loadFailed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your food preferences could not be loaded.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** On a phone the boxes stack in one column and every target (boxes, a chip's ×) stays 44 px. */
export const Phone: Story = {
  args: { value: FILLED },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Peanuts' }).closest('label')!;
    await expect(box.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const remove = canvas.getByRole('button', { name: 'Remove coriander' });
    await expect(remove.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Deutsch, on a phone: "Ernährung", the allergens' German names, the diets. */
export const GermanPhone: Story = {
  args: { value: FILLED },
  globals: { viewport: { value: 'phone' }, language: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The German texts load on first use.
    await expect(
      await canvas.findByRole('heading', { name: 'Ernährung' }, { timeout: 10000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Erdnüsse' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Halal' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Ohne Salzzusatz' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'coriander entfernen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Einstellungen speichern' })).toBeDisabled();
  },
};
