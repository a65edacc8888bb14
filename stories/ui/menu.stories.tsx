import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuLinkItem,
  MenuSeparator,
  MenuTrigger,
} from '#src/components/ui/menu';

function Example({ onSelect }: { onSelect: (entry: string) => void }) {
  return (
    <Menu>
      <MenuTrigger className="min-h-11 rounded-lg border border-stone-300 bg-white px-4 font-semibold">
        Options
      </MenuTrigger>
      <MenuContent placement="bottom-start">
        <MenuItem onSelect={() => onSelect('edit')}>Sammlung bearbeiten</MenuItem>
        <MenuLinkItem to="/app/settings">Settings</MenuLinkItem>
        <MenuSeparator />
        <MenuItem danger onSelect={() => onSelect('delete')}>
          Rezept löschen
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}

const meta = {
  title: 'UI/Menu',
  component: Example,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { onSelect: fn() },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Options' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

/** Arrow keys move, Enter chooses, the menu closes and focus returns to the button. */
export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Options' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Sammlung bearbeiten' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('menuitem', { name: 'Rezept löschen' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Sammlung bearbeiten' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('edit');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

/** ArrowUp opens at the last entry, typing a letter jumps to the entry it starts, Tab leaves. */
export const KeyboardFromTheEnd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Options' });
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('menuitem', { name: 'Rezept löschen' })).toHaveFocus();
    await userEvent.keyboard('se');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Settings' })).toHaveFocus());
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

export const ClosesOnOutsideClick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Options' }));
    await expect(canvas.getByRole('menu')).toBeVisible();
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Options' }));
    await expect(canvas.getAllByRole('menuitem')).toHaveLength(3);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};
