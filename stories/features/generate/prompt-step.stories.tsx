import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PromptStep } from '#src/features/generate/components/prompt-step';

const meta = {
  title: 'Features/Generate/PromptStep',
  component: PromptStep,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { value: '', onChange: fn(), onSubmit: fn() },
  // The step is controlled; the story keeps the value like the wizard does.
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <PromptStep
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof PromptStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Your cooking idea' });

/** The heading, the field and Next; a valid prompt is submitted trimmed. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'What do you want to cook today?' }),
    ).toBeVisible();
    await expect(field(canvasElement)).toHaveAttribute(
      'placeholder',
      'e.g. A cosy vegetarian curry for a rainy evening',
    );
    await userEvent.type(field(canvasElement), '  Pasta with mushrooms  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Pasta with mushrooms');
  },
};

/** Submitting nothing (or only spaces) asks what to cook; typing clears the error. */
export const EmptyError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Please tell us what you want to cook.')).toBeVisible();
    await expect(field(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvasElement)).toHaveAccessibleDescription(
      'Please tell us what you want to cook.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(field(canvasElement), 'S');
    await expect(canvas.queryByText('Please tell us what you want to cook.')).toBeNull();
  },
};

/** Under 3 characters after trimming. */
export const TooShort: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement), ' ab ');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Please enter at least 3 characters.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** One-tap suggestions fill the field. */
export const Suggestions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Need inspiration?' });
    await expect(within(list).getAllByRole('button')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Quick weeknight pasta' }));
    await expect(field(canvasElement)).toHaveValue('Quick weeknight pasta');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Quick weeknight pasta');
  },
};

/** Enter submits the prompt; Shift+Enter breaks the line instead. */
export const EnterSubmits: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(field(canvasElement), 'Tomato soup{Shift>}{Enter}{/Shift}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(field(canvasElement), 'with basil{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Tomato soup\nwith basil');
  },
};
