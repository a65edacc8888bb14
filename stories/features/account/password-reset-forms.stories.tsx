import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ForgotPasswordForm,
  ResetPasswordForm,
} from '#src/features/account/components/password-reset-forms';

const meta = {
  title: 'Features/Account/PasswordResetForms',
  component: ForgotPasswordForm,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div className="w-96 max-w-full p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RequestLink: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter your email address');
    await userEvent.type(canvas.getByLabelText('Email'), 'anna@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('anna@example.com');
  },
};

export const LinkSent: Story = {
  args: {
    sentMessage: 'If an account exists for this email, we have sent a link to reset the password.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Check your inbox');
  },
};

export const ChooseNewPassword: Story = {
  render: (args) => <ResetPasswordForm onSubmit={args.onSubmit} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New Password'), 'secret999');
    await userEvent.type(canvas.getByLabelText('Confirm New Password'), 'secret999');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('secret999');
  },
};
