import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError, NetworkError, messageFor } from '#src/api/errors';
import { OptionsStep } from '#src/features/generate/components/options-step';
import { FOUR_OPTIONS, OPTIONS } from './fixtures';
import { noControl, presets, text } from '#stories/support/controls';

const meta = {
  title: 'Features/Generate/OptionsStep',
  component: OptionsStep,
  tags: ['autodocs'],
  argTypes: {
    options: presets({ 'Three options': OPTIONS, 'Four options': FOUR_OPTIONS }),
    selectedIds: {
      options: OPTIONS.map((o) => o.id),
      control: { type: 'check', labels: Object.fromEntries(OPTIONS.map((o) => [o.id, o.title])) },
    },
    generationError: text,
    notice: text,
    headingRef: noControl,
  },
  parameters: { layout: 'padded' },
  args: {
    options: OPTIONS,
    selectedIds: [],
    onToggle: fn(),
    onRegenerate: fn(),
    onGenerate: fn(),
    onRetry: fn(),
    busy: null,
  },
  render: function Render(args) {
    const [selected, setSelected] = useState<readonly number[]>(args.selectedIds);
    return (
      <OptionsStep
        {...args}
        selectedIds={selected}
        onToggle={(id) => {
          setSelected((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
          args.onToggle(id);
        }}
      />
    );
  },
} satisfies Meta<typeof OptionsStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).getByRole('button', { name: new RegExp(title) });

/** The option cards (image, title, description), none selected: Generate (0) is disabled. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Choose your recipe' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Recipe options' });
    await expect(within(list).getAllByRole('button')).toHaveLength(3);
    for (const option of OPTIONS) {
      const button = card(canvasElement, option.title);
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await expect(button).toHaveTextContent(option.description);
    }
    await expect(canvas.getByRole('button', { name: 'Generate (0)' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Generate New Recipes' }));
    await expect(args.onRegenerate).toHaveBeenCalledOnce();
  },
};

/** Cards toggle by click and keyboard; Generate (n) counts them and opens the save step. */
export const Selected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(card(canvasElement, 'Honey Garlic Salmon'));
    card(canvasElement, 'Quinoa Salad').focus();
    await userEvent.keyboard('{Enter}');
    await expect(card(canvasElement, 'Honey Garlic Salmon')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(card(canvasElement, 'Quinoa Salad')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(card(canvasElement, 'Quinoa Salad')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    const generate = canvas.getByRole('button', { name: 'Generate (2)' });
    await expect(generate).toBeEnabled();
    await userEvent.click(generate);
    await expect(args.onGenerate).toHaveBeenCalledOnce();
  },
};

/** While the chosen recipes are saved: "Processing...". */
export const Processing: Story = {
  args: { selectedIds: [101, 102], busy: 'processing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Generate New Recipes' })).toBeDisabled();
    await expect(card(canvasElement, 'Honey Garlic Salmon')).toBeDisabled();
  },
};

/** Generating new options from step 3. */
export const Regenerating: Story = {
  args: { busy: 'generating' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Generate (0)' })).toBeDisabled();
  },
};

/** Right after generation. */
export const SuccessBanner: Story = {
  args: { showSuccess: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Recipes generated successfully!',
    );
  },
};

const errorStory = (error: unknown, text: string): Story => ({
  args: { generationError: messageFor('generation', error) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Oops! Something went wrong');
    await expect(alert).toHaveTextContent(text);
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});

/** Generation failed with a 5xx. */
export const ServerError = errorStory(
  new ApiError(503, { detail: 'The AI provider is unavailable.' }),
  'Server error. Please try again later.',
);
/** Generation failed with a 404. */
export const NotFound = errorStory(
  new ApiError(404, { detail: 'Not found' }),
  'Resource not found. Please try again.',
);
/** Generation was rate limited. */
export const TooManyRequests = errorStory(
  new ApiError(429, { detail: 'Too many requests.' }),
  'Too many requests. Please wait a moment.',
);
/** Generation rejected the input. */
export const BadRequest = errorStory(
  new ApiError(400, { detail: 'Bad request' }),
  'Invalid request. Please check your inputs.',
);
/** Generation got no response. */
export const NetworkFailure = errorStory(
  new NetworkError(new TypeError('Failed to fetch')),
  'Network error. Please check your connection.',
);

/** Phones: one card per row, 44px buttons. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const salmon = card(canvasElement, 'Honey Garlic Salmon');
    const curry = card(canvasElement, 'Chickpea');
    await expect(salmon.getBoundingClientRect().top).toBeGreaterThan(
      curry.getBoundingClientRect().bottom - 1,
    );
    await expect(
      canvas.getByRole('button', { name: 'Generate (0)' }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
  },
};

/**
 * "Add to plan" under each card (issue 30): it names its recipe and does not toggle the card; a
 * planned option says "Planned". Phone-sized, where the button sits under its card.
 */
export const AddToPlan: Story = {
  args: { onAddToPlan: fn(), plannedIds: [OPTIONS[1]!.id] },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first, second] = OPTIONS;
    // The card is the toggle; its plan button's name has the title too.
    const toggle = (title: string) =>
      canvas.getByRole('button', { name: new RegExp(title), pressed: false });
    const plan = canvas.getByRole('button', { name: `Add to plan: ${first!.title}` });
    await expect(plan.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(plan);
    await expect(args.onAddToPlan).toHaveBeenCalledWith(first);
    await expect(args.onToggle).not.toHaveBeenCalled();
    await expect(toggle(first!.title)).not.toHaveTextContent('Planned');
    await expect(toggle(second!.title)).toHaveTextContent('Planned');
    await expect(plan.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      toggle(first!.title).getBoundingClientRect().bottom,
    );
  },
};

/** Each card shows time, difficulty, calories per serving and its allergens with a check-labels note. */
export const CardFacts: Story = {
  play: async ({ canvasElement }) => {
    const salmon = card(canvasElement, 'Honey Garlic Salmon');
    await expect(salmon).toHaveTextContent('20 min');
    await expect(salmon).toHaveTextContent('Easy');
    await expect(salmon).toHaveTextContent('408 kcal');
    await expect(within(salmon).getByTestId('allergens')).toHaveTextContent(
      'Contains: gluten, fish, soy, milk · check labels',
    );
  },
};

/** Four options fill two rows of two (four columns on wide screens): no card is left alone. */
export const FourOptions: Story = {
  args: { options: FOUR_OPTIONS },
  play: async ({ canvasElement }) => {
    const cards = within(
      within(canvasElement).getByRole('list', { name: 'Recipe options' }),
    ).getAllByRole('button');
    await expect(cards).toHaveLength(4);
    const tops = cards.map((c) => Math.round(c.getBoundingClientRect().top));
    await expect(tops.filter((top) => top === tops[3]).length).toBeGreaterThanOrEqual(2);
    const paella = card(canvasElement, 'Paella Valenciana');
    await expect(paella).not.toHaveTextContent('kcal');
    await expect(within(paella).getByTestId('allergens')).toHaveTextContent(
      'No common allergens found · check labels',
    );
  },
};

/** The words and ingredient entries the engine could not place are named, not dropped. */
export const IgnoredWords: Story = {
  args: { ignored: { words: ['blorft'], ingredients: ['qwxz', 'stuff from the shelf'] } },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByTestId('ignored');
    await expect(note).toHaveTextContent('Words we did not understand and ignored: “blorft”');
    await expect(note).toHaveTextContent(
      'Ingredients we could not read and ignored: “qwxz”, “stuff from the shelf”',
    );
  },
};

/** Options restored from an earlier visit say so and offer Start new. */
export const Restored: Story = {
  args: { restored: true, onStartNew: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('These are the recipes from your last visit.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start new' }));
    await expect(args.onStartNew).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Generate (0)' })).toHaveAccessibleDescription(
      'Generate (n) saves the recipes you picked to your collections.',
    );
  },
};

/** The recipe book could not answer as asked: its notice sits above the options, read out politely. */
export const BookNotice: Story = {
  args: {
    notice: "Sous's recipe book has no Eton Mess yet; here are desserts that fit.",
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(
      "From the recipe book: Sous's recipe book has no Eton Mess yet; here are desserts that fit.",
    );
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};

/** The notice on a phone: it wraps above the single column of cards. */
export const BookNoticePhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    notice:
      "Spaghetti Carbonara can't be made vegan with the swaps the recipe book allows; here are other dishes that are.",
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      "From the recipe book: Spaghetti Carbonara can't be made vegan",
    );
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Issue #29: options generated for 2 servings say so on every card. */
export const ForTwo: Story = {
  args: { options: OPTIONS.map((option) => ({ ...option, servings: 2 })) },
  play: async ({ canvasElement }) => {
    for (const option of OPTIONS)
      await expect(card(canvasElement, option.title)).toHaveTextContent('Serves 2');
  },
};
