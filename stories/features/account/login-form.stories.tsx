import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginForm } from '#src/features/account/components/login-form';
import { text } from '#stories/support/controls';

const meta = {
  title: 'Features/Account/LoginForm',
  component: LoginForm,
  tags: ['autodocs'],
  argTypes: { error: text },
  parameters: { layout: 'centered' },
  args: { onSubmit: fn(), submitting: false, error: null },
  decorators: [
    (Story) => (
      <div className="w-96 max-w-full p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email or Username'), '  chef_anna ');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret123');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      identifier: 'chef_anna',
      password: 'secret123',
    });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ValidationError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password'), 'secret123');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { error: 'Incorrect username or password' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Incorrect username or password',
    );
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    await expect(canvas.getByLabelText('Email or Username')).toBeDisabled();
  },
};
