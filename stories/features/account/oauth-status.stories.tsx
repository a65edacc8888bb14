import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OAuthStatus } from '#src/features/account/components/oauth-status';
import { presets } from '#stories/support/controls';

const meta = {
  title: 'Features/Account/OAuthStatus',
  component: OAuthStatus,
  tags: ['autodocs'],
  argTypes: {
    state: presets({
      Processing: { status: 'processing' },
      Success: { status: 'success' },
      Failed: { status: 'error', reason: 'session_verification_failed' },
    }),
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof OAuthStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Processing: Story = {
  args: { state: { status: 'processing' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Signing you in' }),
    ).toBeVisible();
  },
};

export const Success: Story = {
  args: { state: { status: 'success' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Success!' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { state: { status: 'error', reason: 'session_verification_failed' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('session_verification_failed');
  },
};
