import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#src/components/ui/tabs';

function TabsDemo() {
  return (
    <Tabs defaultValue="ingredients" className="max-w-md p-6">
      <TabsList aria-label="Recipe details">
        <TabsTrigger value="ingredients">Ingredients</TabsTrigger>
        <TabsTrigger value="nutrition">Nutrition</TabsTrigger>
      </TabsList>
      <TabsContent value="ingredients">800 g cooked chickpeas</TabsContent>
      <TabsContent value="nutrition">Nutrition Facts</TabsContent>
    </Tabs>
  );
}

const meta = {
  title: 'UI/Tabs',
  component: TabsDemo,
  tags: ['autodocs'],
} satisfies Meta<typeof TabsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab is active; arrow keys move between tabs and show their panels. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ingredients = canvas.getByRole('tab', { name: 'Ingredients' });
    await expect(ingredients).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('800 g cooked chickpeas');
    await userEvent.click(ingredients);
    await userEvent.keyboard('{ArrowRight}');
    const nutrition = canvas.getByRole('tab', { name: 'Nutrition' });
    await expect(nutrition).toHaveFocus();
    await expect(nutrition).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Nutrition Facts');
  },
};
