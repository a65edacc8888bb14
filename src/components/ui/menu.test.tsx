// The menu's code (Radix) loads after the page: until then its button is a plain one that opens the
// menu as Radix's would, and Radix's button takes its place without losing the focus.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadMenu, Menu, MenuContent, MenuItem, MenuTrigger } from './menu';

function Example({ onEdit = () => undefined }: { onEdit?: () => void }) {
  return (
    <Menu>
      <MenuTrigger className="rounded-lg">More</MenuTrigger>
      <MenuContent>
        <MenuItem onSelect={onEdit}>Edit</MenuItem>
        <MenuItem onSelect={() => undefined}>Delete</MenuItem>
      </MenuContent>
    </Menu>
  );
}

describe('Menu before and after its code loads', () => {
  it('opens on a press of the plain button and shows the menu once loaded, first entry focused', async () => {
    const onEdit = vi.fn();
    render(<Example onEdit={onEdit} />);
    // First render: the plain button (Radix's gives its button an id).
    const plain = screen.getByRole('button', { name: 'More' });
    expect(plain).not.toHaveAttribute('id');
    expect(plain).toHaveAttribute('aria-haspopup', 'menu');
    expect(plain).toHaveAttribute('aria-expanded', 'false');
    expect(plain).toHaveClass('rounded-lg');
    fireEvent.pointerDown(plain, { button: 0 });

    const menu = await screen.findByRole('menu');
    expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    expect(menu).toContainElement(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('keeps the focus on the button when Radix’s takes the plain one’s place', async () => {
    const { unmount } = render(<Example />);
    screen.getByRole('button', { name: 'More' }).focus();
    await loadMenu();
    await waitFor(() => expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('id'));
    expect(screen.getByRole('button', { name: 'More' })).toHaveFocus();
    unmount();

    // Loaded: a new menu renders Radix's button at once; ArrowDown opens at the first entry.
    render(<Example />);
    const button = screen.getByRole('button', { name: 'More' });
    expect(button).toHaveAttribute('id');
    button.focus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus());
  });
});
