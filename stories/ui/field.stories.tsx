import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TextAreaField, TextField } from '#src/components/ui/field';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { label: 'Username', hint: 'At least 3 characters.' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Username');
    await expect(input).toHaveAccessibleDescription('At least 3 characters.');
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const WithError: Story = {
  args: { error: 'Username is required' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Username');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('At least 3 characters. Username is required');
  },
};

export const Disabled: Story = {
  args: {
    label: 'Email',
    hint: undefined,
    value: 'anna@example.com',
    disabled: true,
    readOnly: true,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Email')).toBeDisabled();
  },
};

export const MultiLine: Story = {
  render: () => <TextAreaField label="Message" rows={6} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Message').tagName).toBe('TEXTAREA');
  },
};
