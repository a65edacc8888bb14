import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WizardProgress } from '#src/features/generate/components/wizard-progress';
import {} from '#stories/support/controls';

const meta = {
  title: 'Features/Generate/WizardProgress',
  component: WizardProgress,
  tags: ['autodocs'],
  argTypes: {
    step: { control: { type: 'inline-radio' }, options: [1, 2, 3] },
    reachable: { control: { type: 'check' }, options: [1, 2, 3] },
  },
  parameters: { layout: 'padded' },
  args: { step: 1, onSelect: fn() },
} satisfies Meta<typeof WizardProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 of 3 is current; nothing else can be opened yet. */
export const FirstStep: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Wizard progress' });
    await expect(nav).toHaveTextContent('Step 1 of 3');
    const items = within(nav).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(within(nav).queryAllByRole('button')).toHaveLength(0);
  },
};

/** On step 3 the earlier steps can be reopened. */
export const LastStep: Story = {
  args: { step: 3, reachable: [1, 2] },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Wizard progress' });
    await expect(nav).toHaveTextContent('Step 3 of 3');
    await expect(within(nav).getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
    await userEvent.click(within(nav).getByRole('button', { name: /Ingredients/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(2);
  },
};
