import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '#src/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '#src/components/ui/dialog';

function DialogDemo({
  defaultOpen = false,
  onOpenChange,
}: {
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  return (
    <div className="p-6">
      <Dialog open={open} onOpenChange={change}>
        <DialogTrigger asChild>
          <Button>Open dialog</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Rename collection</DialogTitle>
          <DialogDescription>Give your collection a name you will recognise.</DialogDescription>
          <label className="mt-4 flex flex-col gap-1 text-sm">
            Name
            <input
              className="min-h-11 rounded-lg border border-stone-300 px-3"
              defaultValue="Party Food"
            />
          </label>
          <DialogFooter>
            <Button variant="secondary" onClick={() => change(false)}>
              Cancel
            </Button>
            <Button onClick={() => change(false)}>Save</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** Opened by a plain button (no DialogTrigger), as the wizard opens its modal. */
function ControlledDemo() {
  const [open, setOpen] = useState(false);
  return (
    <div className="p-6">
      <Button onClick={() => setOpen(true)}>Generate (2)</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>In Sammlung speichern</DialogTitle>
          <DialogDescription>Schritt 1 von 2</DialogDescription>
        </DialogContent>
      </Dialog>
    </div>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: DialogDemo,
  tags: ['autodocs'],
  // Docs page: dialogs and routed screens render each story in its own frame, not over the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
  args: { onOpenChange: fn() },
} satisfies Meta<typeof DialogDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the trigger shows. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('button', { name: 'Open dialog' })).toBeVisible();
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

/** Open: titled, described, focus inside, Escape closes and focus returns to the trigger. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = body.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Rename collection' });
    await expect(dialog).toHaveAccessibleDescription(
      'Give your collection a name you will recognise.',
    );
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The corner button closes it too and is a 44px target. */
export const CloseButton: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const close = await body.findByRole('button', { name: 'Close' });
    await expect(close.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(close);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** On phones the dialog is a bottom sheet. */
export const Phone: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Rename collection' });
    const rect = dialog.getBoundingClientRect();
    await expect(Math.round(rect.bottom)).toBe(
      canvasElement.ownerDocument.defaultView!.innerHeight,
    );
  },
};

/** Without a DialogTrigger, closing still returns focus to the button that opened it. */
export const ControlledFocusReturn: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = body.getByRole('button', { name: 'Generate (2)' });
    await userEvent.click(opener);
    await body.findByRole('dialog', { name: 'In Sammlung speichern' });
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
