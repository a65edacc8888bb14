import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AvoidingLine } from '#src/features/generate/components/standing-preferences';
import { PreferencesDialog } from '#src/features/generate/components/preferences-dialog';
import { ALLERGEN_TEXTS } from '#src/features/recipes/allergen-texts';
import { noControl, presets } from '#stories/support/controls';

const SET = {
  allergens: ['peanut' as const],
  diets: ['halal' as const],
  dislikes: ['coriander'],
};

const meta = {
  title: 'Features/Generate/StandingPreferences',
  component: AvoidingLine,
  tags: ['autodocs'],
  argTypes: {
    preferences: presets({
      'Peanuts, halal, coriander': SET,
      'Nothing set': { allergens: [], diets: [], dislikes: [] },
    }),
    allergenNames: noControl,
  },
  // Docs page: dialogs and routed screens render each story in its own frame, not over the page.
  parameters: { layout: 'padded', docs: { story: { inline: false, iframeHeight: 640 } } },
  args: { preferences: SET, allergenNames: ALLERGEN_TEXTS.names, onEdit: fn() },
} satisfies Meta<typeof AvoidingLine>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Avoiding: peanuts, pork and alcohol, coriander" with Edit. */
export const Line: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Avoiding: peanuts, pork and alcohol, coriander')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit food preferences' }));
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

/** Nothing set: no line at all. */
export const NothingSet: Story = {
  args: { preferences: { allergens: [], diets: [], dislikes: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Avoiding/)).toBeNull();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Deutsch on a phone: "Ohne: Erdnüsse, Schweinefleisch und Alkohol, coriander". */
export const GermanPhone: Story = {
  globals: { viewport: { value: 'phone' }, language: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The German texts load on first use.
    await expect(
      await canvas.findByText(
        'Ohne: Erdnüsse, Schweinefleisch und Alkohol, coriander',
        {},
        { timeout: 10000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ernährung bearbeiten' })).toHaveTextContent(
      'Bearbeiten',
    );
  },
};

/** The dialog the wizard opens: Settings' form, focus inside, saving closes it. */
export const Dialog: Story = {
  render: (args) => (
    <PreferencesDialog
      open
      onOpenChange={fn()}
      value={args.preferences}
      allergenNames={args.allergenNames}
      onSave={fn(async () => undefined)}
    />
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('dialog', { name: 'Food preferences' });
    await expect(dialog).toHaveTextContent('Sous leaves these out of every recipe it suggests.');
    await expect(within(dialog).getByRole('checkbox', { name: 'Peanuts' })).toBeChecked();
    await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
  },
};
