import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { SplitView } from '#src/features/recipes/components/split-view';

const meta = {
  title: 'Features/Recipes/SplitView',
  component: SplitView,
  tags: ['autodocs'],
  args: {
    left: <p className="p-6">Recipe side</p>,
    right: <p className="p-6">Instructions side</p>,
    leftLabel: 'Recipe',
    rightLabel: 'Cooking instructions',
    collapsed: false,
    onCollapsedChange: fn(),
  },
  render: function Render(args) {
    const [collapsed, setCollapsed] = useState(args.collapsed);
    return (
      <SplitView
        {...args}
        collapsed={collapsed}
        onCollapsedChange={(next) => {
          setCollapsed(next);
          args.onCollapsedChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SplitView>;
export default meta;
type Story = StoryObj<typeof meta>;

const width = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('region', { name }).getBoundingClientRect().width;

/** 40% by default; the divider drags with the mouse and stops at 20% and 80%. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const divider = canvas.getByRole('separator', { name: 'Resize recipe panel' });
    await expect(divider).toHaveAttribute('aria-valuenow', '40');
    await expect(divider).toHaveAttribute('aria-valuetext', 'Recipe panel 40% wide');
    const total = canvasElement.firstElementChild!.getBoundingClientRect();
    await expect(width(canvasElement, 'Recipe') / total.width).toBeCloseTo(0.4, 1);

    fireEvent.pointerDown(divider, {
      button: 0,
      pointerId: 1,
      clientX: total.left + total.width * 0.4,
    });
    fireEvent.pointerMove(divider, { pointerId: 1, clientX: total.left + total.width * 0.6 });
    fireEvent.pointerUp(divider, { pointerId: 1, clientX: total.left + total.width * 0.6 });
    await waitFor(() => expect(divider).toHaveAttribute('aria-valuenow', '60'));
    fireEvent.pointerDown(divider, { button: 0, pointerId: 1, clientX: 0 });
    fireEvent.pointerMove(divider, { pointerId: 1, clientX: total.left + 5 });
    fireEvent.pointerUp(divider, { pointerId: 1 });
    await waitFor(() => expect(divider).toHaveAttribute('aria-valuenow', '20'));
    // Without a pressed pointer, moving over the bar does not resize.
    fireEvent.pointerMove(divider, { pointerId: 1, clientX: total.right });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(divider).toHaveAttribute('aria-valuenow', '20');
  },
};

/** Keyboard: arrows move 2% (Shift 20%), Home/End jump, Enter collapses. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const divider = canvas.getByRole('separator', { name: 'Resize recipe panel' });
    await userEvent.tab();
    await expect(divider).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(divider).toHaveAttribute('aria-valuenow', '38');
    await userEvent.keyboard('{End}');
    await expect(divider).toHaveAttribute('aria-valuenow', '80');
    await userEvent.keyboard('{Enter}');
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('button', { name: 'Expand recipe panel' })).toHaveTextContent(
      'RECIPE',
    );
  },
};

/** Collapsed to the 64 px RECIPE strip, which expands on click. */
export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(width(canvasElement, 'Recipe')).toBe(64);
    await expect(canvas.queryByRole('separator')).not.toBeInTheDocument();
    await expect(canvas.getByText('Recipe side')).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Expand recipe panel' }));
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByText('Recipe side')).toBeVisible();
    await expect(canvas.getByRole('separator')).toHaveAttribute('aria-valuenow', '40');
  },
};

/** Phones stack the two parts; there is no divider to drag. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const recipe = canvas.getByRole('region', { name: 'Recipe' }).getBoundingClientRect();
    const instructions = canvas
      .getByRole('region', { name: 'Cooking instructions' })
      .getBoundingClientRect();
    await expect(instructions.top).toBeGreaterThanOrEqual(recipe.bottom - 1);
    await expect(recipe.width).toBe(instructions.width);
  },
};
