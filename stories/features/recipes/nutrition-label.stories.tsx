import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Nutrition } from '#src/api/types';
import { NutritionLabel } from '#src/features/recipes/components/nutrition-label';
import { noControl } from '#stories/support/controls';

const NUTRITION: Nutrition = {
  calories: { amount: 484, unit: 'kcal', dv: 24 },
  totalFat: { amount: 24, unit: 'g', dv: 31 },
  saturatedFat: { amount: 12, unit: 'g', dv: 60 },
  transFat: { amount: 0, unit: 'g' },
  cholesterol: { amount: 0, unit: 'mg', dv: 0 },
  sodium: { amount: 620, unit: 'mg', dv: 27 },
  totalCarbohydrate: { amount: 52, unit: 'g', dv: 19 },
  dietaryFiber: { amount: 12, unit: 'g', dv: 43 },
  totalSugars: { amount: 9, unit: 'g' },
  protein: { amount: 15, unit: 'g' },
  vitaminD: { amount: 0, unit: 'mcg', dv: 0 },
  calcium: { amount: 160, unit: 'mg', dv: 12 },
  iron: { amount: 5.2, unit: 'mg', dv: 29 },
  potassium: { amount: 890, unit: 'mg', dv: 19 },
};

const meta = {
  title: 'Features/Recipes/NutritionLabel',
  component: NutritionLabel,
  tags: ['autodocs'],
  argTypes: {
    nutrition: noControl,
    servings: { control: { type: 'number', min: 1, max: 12, step: 1 } },
  },
  parameters: { layout: 'padded' },
  args: { nutrition: NUTRITION, servings: 4 },
} satisfies Meta<typeof NutritionLabel>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvas: ReturnType<typeof within>, label: string) =>
  canvas.getByRole('rowheader', { name: new RegExp(`^${label} `) }).closest('tr') as HTMLElement;

/** The FDA layout: every nutrient per serving with unit and %DV, and the 2,000-calorie note. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Nutrition Facts' })).toBeVisible();
    await expect(canvas.getByText('4 servings per recipe')).toBeVisible();
    await expect(canvas.getByText('Amount per serving')).toBeVisible();
    await expect(canvas.getByTestId('calories')).toHaveTextContent('484');
    await expect(canvas.getByText('kcal, 24% DV')).toBeVisible();
    const expected: [string, string, string][] = [
      ['Total Fat', '24g', '31%'],
      ['Saturated Fat', '12g', '60%'],
      ['Trans Fat', '0g', ''],
      ['Cholesterol', '0mg', '0%'],
      ['Sodium', '620mg', '27%'],
      ['Total Carbohydrate', '52g', '19%'],
      ['Dietary Fiber', '12g', '43%'],
      ['Total Sugars', '9g', ''],
      ['Protein', '15g', ''],
      ['Vitamin D', '0mcg', '0%'],
      ['Calcium', '160mg', '12%'],
      ['Iron', '5.2mg', '29%'],
      ['Potassium', '890mg', '19%'],
    ];
    for (const [label, amount, dv] of expected) {
      const cells = row(canvas, label).querySelectorAll('th, td');
      await expect(cells[0]).toHaveTextContent(`${label} ${amount}`);
      await expect(cells[1]!.textContent).toBe(dv);
    }
    await expect(
      canvas.getByText(
        '* The % Daily Value (DV) tells you how much a nutrient in a serving of food contributes to a daily diet. 2,000 calories a day is used for general nutrition advice.',
      ),
    ).toBeVisible();
  },
};

/** The heading follows the chosen servings. */
export const OneServing: Story = {
  args: { servings: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 serving per recipe')).toBeVisible();
  },
};
