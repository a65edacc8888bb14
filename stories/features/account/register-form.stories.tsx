import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegisterForm } from '#src/features/account/components/register-form';
import { text } from '#stories/support/controls';

const meta = {
  title: 'Features/Account/RegisterForm',
  component: RegisterForm,
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
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A valid form sends username, email and password (confirmation and consent stay client-side). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Username'), 'new_chef');
    await userEvent.type(canvas.getByLabelText('Email'), 'new@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret123');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'secret123');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Privacy Policy/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: 'new_chef',
      email: 'new@example.com',
      password: 'secret123',
    });
  },
};

/** Each failing check replaces the previous message, in the spec's order. */
export const ChecksInOrder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const submit = () => userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    const alert = () => canvas.getByRole('alert');
    await submit();
    await expect(alert()).toHaveTextContent('Please fill in all fields');
    await userEvent.type(canvas.getByLabelText('Username'), 'ab');
    await userEvent.type(canvas.getByLabelText('Email'), 'new@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), '123');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), '999');
    await submit();
    await expect(alert()).toHaveTextContent('Username must be at least 3 characters long.');
    await userEvent.type(canvas.getByLabelText('Username'), 'c');
    await submit();
    await expect(alert()).toHaveTextContent('Password must be at least 6 characters long.');
    await userEvent.type(canvas.getByLabelText('Password'), '456');
    await submit();
    await expect(alert()).toHaveTextContent('Passwords do not match');
    await userEvent.clear(canvas.getByLabelText('Confirm Password'));
    await userEvent.type(canvas.getByLabelText('Confirm Password'), '123456');
    await submit();
    await expect(alert()).toHaveTextContent('Please accept the Privacy Policy to continue.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A server list ("a | b") is shown as bullets. */
export const ServerListError: Story = {
  args: {
    error:
      'Email: value is not a valid email address | Username: String should have at most 30 characters',
  },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('alert')).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Email: value is not a valid email address',
      'Username: String should have at most 30 characters',
    ]);
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Creating Account...' }),
    ).toBeDisabled();
  },
};
