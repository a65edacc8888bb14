import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountInfo } from '#src/features/account/components/account-info';

const meta = {
  title: 'Features/Account/AccountInfo',
  component: AccountInfo,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    user: {
      created_at: '2025-09-30T08:12:44Z',
      last_login: '2025-10-17T07:55:02Z',
      login_streak: 5,
    },
  },
} satisfies Meta<typeof AccountInfo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Account Created').nextElementSibling).toHaveTextContent(
      'September 30, 2025',
    );
    await expect(canvas.getByText('Last Login').nextElementSibling).toHaveTextContent(
      'October 17, 2025',
    );
    await expect(canvas.getByText('Login Streak').nextElementSibling).toHaveTextContent('5 days');
  },
};

export const NeverLoggedIn: Story = {
  args: { user: { created_at: '2025-10-17T07:55:02Z', last_login: null, login_streak: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Last Login').nextElementSibling).toHaveTextContent('Never');
    await expect(canvas.getByText('Login Streak').nextElementSibling).toHaveTextContent('1 day');
  },
};
