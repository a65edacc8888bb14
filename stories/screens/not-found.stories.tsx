import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import NotFoundScreen from '#src/screens/not-found/not-found-screen';

const LAZY = { timeout: 10000 };

const meta = {
  title: 'Screens/NotFound',
  component: NotFoundScreen,
  parameters: { route: '/no/such/page', scenario: 'anonymous' },
} satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const LINKS = [
  ['Home', '/'],
  ['Recipe Library', '/app/library'],
  ['Dashboard', '/app'],
  ['About', '/about'],
  ['Contact', '/contact'],
  ['Privacy', '/privacy'],
] as const;

/** Any unknown path: Recipe Not Found with its six links. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Recipe Not Found', level: 1 }, LAZY),
    ).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'Helpful links' }));
    const links = nav.getAllByRole('link');
    await expect(links).toHaveLength(6);
    for (const [name, href] of LINKS) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Recipe Not Found', level: 1 }, LAZY),
    ).toBeVisible();
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
