import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PromptStep } from '#src/features/generate/components/prompt-step';
import { NO_CONTROLS } from '#src/features/generate/model/controls';

/** The controls load after step 1 renders (they stay off its first load): wait for them. */
const controlsLoaded = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole(
    'group',
    { name: /Fine-tune \(optional\)|Feinabstimmung \(optional\)/ },
    { timeout: 10000 },
  );

const meta = {
  title: 'Features/Generate/PromptStep',
  component: PromptStep,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { value: '', onChange: fn(), onSubmit: fn() },
  // The step is controlled; the story keeps the value (and the controls) like the wizard does.
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    const [controls, setControls] = useState(args.controls ?? NO_CONTROLS);
    return (
      <PromptStep
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
        controls={controls}
        onControlsChange={
          args.onControlsChange &&
          ((next) => {
            setControls((current) => ({ ...current, ...next }));
            args.onControlsChange?.(next);
          })
        }
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

const servingsValue = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTestId('servings-value');

/** Issue #29: servings, spice and diet as the cook set them (no words read: the line stays empty). */
export const ControlsSet: Story = {
  args: {
    value: 'A cosy curry',
    controls: { servings: 2, spice: 'mild', diets: ['vegetarian'] },
    onControlsChange: fn(),
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(await controlsLoaded(canvasElement)).toBeVisible();
    await expect(servingsValue(canvasElement)).toHaveTextContent('2');
    await expect(canvas.getByRole('radio', { name: 'Mild' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Vegetarian' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.queryByText(/Understood from your words/)).toBeNull();
    await step('below 1 is "Any" again; the stepper stops there and at 12', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Fewer servings' }));
      await expect(args.onControlsChange).toHaveBeenLastCalledWith({ servings: 1 });
      await userEvent.click(canvas.getByRole('button', { name: 'Fewer servings' }));
      await expect(args.onControlsChange).toHaveBeenLastCalledWith({ servings: null });
      await expect(servingsValue(canvasElement)).toHaveTextContent('Any');
      await expect(canvas.getByRole('button', { name: 'Fewer servings' })).toBeDisabled();
      for (let i = 0; i < 11; i++)
        await userEvent.click(canvas.getByRole('button', { name: 'More servings' }));
      await expect(servingsValue(canvasElement)).toHaveTextContent('12');
      await expect(canvas.getByRole('button', { name: 'More servings' })).toBeDisabled();
    });
    await step('spice and diets by keyboard and pointer', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Hot' }));
      await expect(args.onControlsChange).toHaveBeenLastCalledWith({ spice: 'hot' });
      await userEvent.click(canvas.getByRole('button', { name: 'Vegetarian' }));
      await expect(args.onControlsChange).toHaveBeenLastCalledWith({ diets: [] });
      await userEvent.click(canvas.getByRole('button', { name: 'Halal' }));
      await expect(args.onControlsChange).toHaveBeenLastCalledWith({ diets: ['halal'] });
    });
  },
};

/** Typing "for two, not too spicy" shows 2 servings and Mild, understood from the words. */
export const UnderstoodFromPrompt: Story = {
  args: { value: 'Vegan pasta for two, not too spicy', onControlsChange: fn() },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await controlsLoaded(canvasElement);
    await expect(servingsValue(canvasElement)).toHaveTextContent('2');
    await expect(canvas.getByRole('radio', { name: 'Mild' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Mild' })).toHaveAccessibleDescription(
      'From your words',
    );
    const vegan = canvas.getByRole('button', { name: 'Vegan' });
    await expect(vegan).toHaveAttribute('aria-pressed', 'true');
    await expect(vegan).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Understood from your words: 2 servings, mild, vegan',
    );
    await step('a control the cook sets wins over the words', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'More servings' }));
      await expect(args.onControlsChange).toHaveBeenLastCalledWith({ servings: 3 });
      await expect(servingsValue(canvasElement)).toHaveTextContent('3');
      await expect(canvas.getByRole('status')).toHaveTextContent(
        'Understood from your words: mild, vegan',
      );
    });
    await step('the words name servings: "−" stops at 1, it does not go to "Any"', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Fewer servings' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Fewer servings' }));
      await expect(args.onControlsChange).toHaveBeenLastCalledWith({ servings: 1 });
      await expect(canvas.getByRole('button', { name: 'Fewer servings' })).toBeDisabled();
    });
  },
};

/**
 * Nothing read or set: servings "Any", no spice chosen. From "Any", "+" starts at 2 and "−" at 1
 * goes back to "Any"; the value is a spin button ("Any" / "2 servings") the arrow keys, Home and
 * Delete work.
 */
export const ControlsUnset: Story = {
  args: { value: 'A cosy curry', onControlsChange: fn() },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await controlsLoaded(canvasElement);
    const spin = canvas.getByRole('spinbutton', { name: 'Servings' });
    await expect(servingsValue(canvasElement)).toHaveTextContent('Any');
    await expect(spin).toHaveAttribute('aria-valuetext', 'Any');
    await expect(spin).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.getByRole('button', { name: 'Fewer servings' })).toBeDisabled();
    for (const level of ['None', 'Mild', 'Medium', 'Hot'])
      await expect(canvas.getByRole('radio', { name: level })).not.toBeChecked();
    await step('"+" from "Any" starts at 2; "−" from 1 is "Any" again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'More servings' }));
      await expect(args.onControlsChange).toHaveBeenLastCalledWith({ servings: 2 });
      await expect(spin).toHaveAttribute('aria-valuetext', '2 servings');
      await expect(spin).toHaveAttribute('aria-valuenow', '2');
      await userEvent.click(canvas.getByRole('button', { name: 'Fewer servings' }));
      await expect(spin).toHaveAttribute('aria-valuetext', '1 serving');
      await userEvent.click(canvas.getByRole('button', { name: 'Fewer servings' }));
      await expect(args.onControlsChange).toHaveBeenLastCalledWith({ servings: null });
      await expect(spin).toHaveAttribute('aria-valuetext', 'Any');
      await expect(canvas.getByRole('button', { name: 'Fewer servings' })).toBeDisabled();
    });
    await step('by keyboard: arrows step, End is 12, Home is "Any", Delete resets', async () => {
      spin.focus();
      await userEvent.keyboard('{ArrowUp}{ArrowUp}');
      await expect(spin).toHaveAttribute('aria-valuetext', '3 servings');
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
      await expect(spin).toHaveAttribute('aria-valuetext', 'Any');
      await userEvent.keyboard('{End}');
      await expect(spin).toHaveAttribute('aria-valuetext', '12 servings');
      await userEvent.keyboard('{Home}');
      await expect(spin).toHaveAttribute('aria-valuetext', 'Any');
      await userEvent.keyboard('{ArrowUp}{Delete}');
      await expect(args.onControlsChange).toHaveBeenLastCalledWith({ servings: null });
      await expect(servingsValue(canvasElement)).toHaveTextContent('Any');
    });
  },
};

/** Deutsch on a phone: "für 4 Personen, nicht scharf, vegetarisch" read into the controls. */
export const ControlsGermanPhone: Story = {
  globals: { viewport: { value: 'phone' }, language: 'de' },
  args: {
    value: 'Vegetarisches Curry für 4 Personen, nicht scharf',
    controls: { servings: null, spice: null, diets: ['halal'] },
    onControlsChange: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('group', { name: 'Feinabstimmung (optional)' }, { timeout: 10000 }),
    ).toBeVisible();
    await expect(servingsValue(canvasElement)).toHaveTextContent('4');
    await expect(canvas.getByRole('radio', { name: 'Mild' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Halal' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Aus deinen Worten verstanden: 4 Portionen, mild, vegetarisch',
    );
    // Nothing wider than the phone.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
