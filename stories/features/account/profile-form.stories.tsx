import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileForm } from '#src/features/account/components/profile-form';

const USER = { id: 1, username: 'chef_anna', email: 'anna@example.com', profile_image_url: null };

const meta = {
  title: 'Features/Account/ProfileForm',
  component: ProfileForm,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    user: USER,
    onUpload: fn(async () => 'profile/1/avatar.png'),
    onSave: fn(async () => undefined),
    uploading: false,
    saving: false,
  },
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Username')).toHaveValue('chef_anna');
    await expect(canvas.getByLabelText('Email')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  },
};

/** Only the changed field is sent. */
export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Username'));
    await userEvent.type(canvas.getByLabelText('Username'), 'anna_cooks');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledWith({ username: 'anna_cooks' });
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Profile updated successfully!',
    );
  },
};

export const NoChanges: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Username'), '  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('No changes to save');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const SaveFailed: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error('Username already taken'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Username'), '_2');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Username already taken');
  },
};

export const Uploading: Story = {
  args: { uploading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Uploading image...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change profile picture' })).toBeDisabled();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};
