import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog, type ConfirmDialogProps } from '#src/components/ui/confirm-dialog';

const QUESTION = 'Möchtest du dieses Rezept wirklich löschen?';

function ConfirmDemo(
  props: Omit<ConfirmDialogProps, 'open' | 'onOpenChange'> & {
    onOpenChange: (open: boolean) => void;
  },
) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDemo,
  tags: ['autodocs'],
  // Docs page: dialogs and routed screens render each story in its own frame, not over the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
  args: {
    title: QUESTION,
    confirmLabel: 'Löschen',
    cancelLabel: 'Abbrechen',
    busyLabel: 'Wird gelöscht...',
    danger: true,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ConfirmDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An alert dialog: focus starts on the safe choice; the red button confirms. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: QUESTION });
    await expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Escape cancels. */
export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('alertdialog', { name: QUESTION });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** While busy both buttons are disabled and the dialog cannot be dismissed; errors show inside. */
export const Busy: Story = {
  args: { busy: true, error: 'Löschen fehlgeschlagen. Bitte versuche es erneut.' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: QUESTION });
    await expect(within(dialog).getByRole('button', { name: 'Wird gelöscht...' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeDisabled();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Löschen fehlgeschlagen. Bitte versuche es erneut.',
    );
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('alertdialog')).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
