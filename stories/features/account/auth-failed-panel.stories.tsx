import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  AuthFailedPanel,
  TRY_AGAIN_CLASS,
} from '#src/features/account/components/auth-failed-panel';

const meta = {
  title: 'Features/Account/AuthFailedPanel',
  component: AuthFailedPanel,
  tags: ['autodocs'],
  args: {
    title: 'Login Failed',
    reason: 'An unknown error occurred during login',
    tips: ['Check your spelling.', 'Allow cookies for this site.'],
    actions: (
      <a href="/login" className={TRY_AGAIN_CLASS}>
        Try Again
      </a>
    ),
  },
} satisfies Meta<typeof AuthFailedPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Login Failed' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'An unknown error occurred during login',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};
