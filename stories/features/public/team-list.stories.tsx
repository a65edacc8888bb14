import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TEAM } from '#src/content/team';
import { TeamList } from '#src/features/public/components/team-list';
import { presets } from '#stories/support/controls';

const LONG_EMAIL = 'maximiliane.mustermann-oberhuber.product-and-design@kochteam.example.com';

const meta = {
  title: 'Features/Public/TeamList',
  component: TeamList,
  tags: ['autodocs'],
  argTypes: {
    members: presets({ 'The team': TEAM, 'One member': TEAM.slice(0, 1) }),
  },
  parameters: { layout: 'padded' },
  args: { members: TEAM },
} satisfies Meta<typeof TeamList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A real person's long address on a phone: it wraps inside its card instead of running out of it. */
export const LongEmailPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    members: [{ ...TEAM[0]!, name: 'Maximiliane Mustermann-Oberhuber', email: LONG_EMAIL }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: LONG_EMAIL });
    await expect(link).toHaveAttribute('href', `mailto:${LONG_EMAIL}`);
    const card = link.closest('li') as HTMLElement;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(
      card.getBoundingClientRect().right,
    );
  },
};
