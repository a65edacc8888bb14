import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GENERATE_TEXTS } from '#src/features/generate/texts';
import { IngredientsStep } from '#src/features/generate/components/ingredients-step';
import { pngFile } from './fixtures';
import { noControl, text } from '#stories/support/controls';

const meta = {
  title: 'Features/Generate/IngredientsStep',
  component: IngredientsStep,
  tags: ['autodocs'],
  argTypes: {
    analysisError: text,
    generationError: text,
    headingRef: noControl,
  },
  parameters: { layout: 'padded' },
  args: {
    value: '',
    onChange: fn(),
    onSubmit: fn(),
    onBack: fn(),
    onAnalyzeImage: fn(),
    onRetry: fn(),
    busy: null,
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <IngredientsStep
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof IngredientsStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const textarea = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Your ingredients' });

/** A 6-row field (at least 120px), Analyze Image, Back and Generate Recipes; input goes out trimmed. */
export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'What ingredients do you have?' }),
    ).toBeVisible();
    const field = textarea(canvasElement);
    await expect(field).toHaveAttribute('rows', '6');
    await expect(getComputedStyle(field).minHeight).toBe('120px');
    await expect(field).toHaveAttribute(
      'placeholder',
      'e.g. chicken thighs, rice, spinach, garlic, lemon',
    );
    await expect(canvas.getByLabelText('Photo of a shopping list or recipe')).toHaveAttribute(
      'accept',
      'image/*',
    );
    await step('a photo goes to the analysis', async () => {
      const photo = pngFile();
      await userEvent.upload(canvas.getByLabelText('Photo of a shopping list or recipe'), photo);
      await expect(args.onAnalyzeImage).toHaveBeenCalledWith(photo);
    });
    await step('Generate Recipes submits the trimmed text', async () => {
      await userEvent.type(field, '  chicken, rice  ');
      await userEvent.click(canvas.getByRole('button', { name: 'Generate Recipes' }));
      await expect(args.onSubmit).toHaveBeenCalledWith('chicken, rice');
    });
    await step('Back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
      await expect(args.onBack).toHaveBeenCalledOnce();
    });
  },
};

/** Ingredients are optional, but typed ones need 3 characters; typing clears the error. */
export const TooShort: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(textarea(canvasElement), ' eg ');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Recipes' }));
    await expect(canvas.getByText('Please enter at least 3 characters.')).toBeVisible();
    await expect(textarea(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(textarea(canvasElement), 'g');
    await expect(canvas.queryByText('Please enter at least 3 characters.')).toBeNull();
  },
};

/** While generating: "Generating..." and nothing else can be pressed. */
export const Generating: Story = {
  args: { busy: 'generating', value: 'chicken, rice' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Analyze Image' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Generate Recipes' })).toBeNull();
  },
};

/** While a photo is read: "Analyzing image...". */
export const AnalyzingImage: Story = {
  args: { busy: 'analyzing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Analyzing image...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Analyze Image' })).toBeDisabled();
  },
};

/** The photo held no ingredients: the transient note. */
export const NoIngredientsDetected: Story = {
  args: { noIngredientsDetected: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No ingredients detected in image.');
  },
};

/** The analysis call failed. */
export const AnalysisFailed: Story = {
  args: { analysisError: GENERATE_TEXTS.imageAnalysisFailed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Image analysis failed. Please try again.',
    );
  },
};

/** The analysis answered something that is not a list of ingredients. */
export const UnusableResult: Story = {
  args: { analysisError: GENERATE_TEXTS.imageAnalysisUnusable },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Image analysis did not return ingredients',
    );
  },
};

/** Without a signed-in user the photo is not analysed. */
export const LoggedOut: Story = {
  args: { analysisError: GENERATE_TEXTS.imageAnalysisLoggedOut },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'You must be logged in to analyze an image',
    );
  },
};

/** A failed generation from this step: the error display, whose retry regenerates. */
export const GenerationFailed: Story = {
  args: { generationError: 'Server error. Please try again later.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Oops! Something went wrong');
    await expect(alert).toHaveTextContent('Server error. Please try again later.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** With a vision model the wizard asks for a photo of the ingredients themselves. */
export const VisionModel: Story = {
  args: { photoReading: 'ingredients' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Type what is in your kitchen, or add a photo of your ingredients.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Photo of your ingredients')).toBeInTheDocument();
  },
};

/** The analysed photo shows as a thumbnail with Remove photo. */
export const WithPhoto: Story = {
  args: {
    value: 'tomatoes, mozzarella, basil',
    imageKey: 'recipes/1/illustration.svg',
    onRemovePhoto: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Your photo' })).toHaveAttribute(
      'src',
      '/api/files/serve/recipes/1/illustration.svg',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo' }));
    await expect(args.onRemovePhoto).toHaveBeenCalledOnce();
  },
};

/** Issue #29: while the photo is read its preview says so (a live status); the button keeps "Analyzing image...". */
export const ReadingPhoto: Story = {
  args: { busy: 'analyzing', readingPhotoUrl: '/api/files/serve/recipes/1/illustration.svg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Reading the photo…');
    await expect(within(status).getByTestId('photo-reading')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Analyzing image...' })).toBeDisabled();
    // The analysed photo's thumbnail (and its Remove) only come once the reading is done.
    await expect(canvas.queryByRole('button', { name: 'Remove photo' })).toBeNull();
  },
};

/** Deutsch on a phone: "Foto wird gelesen…" on the photo. */
export const ReadingPhotoGermanPhone: Story = {
  globals: { viewport: { value: 'phone' }, language: 'de' },
  args: { busy: 'analyzing', readingPhotoUrl: '/api/files/serve/recipes/1/illustration.svg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Foto wird gelesen…', {}, { timeout: 10000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bild wird analysiert...' })).toBeDisabled();
  },
};
