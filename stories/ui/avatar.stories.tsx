import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from '#src/components/ui/avatar';

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { seed: 'chef_anna', alt: 'Avatar of chef_anna', size: 'lg' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No picture: a DiceBear avatar generated from the username (the same seed, the same face). */
export const Generated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Avatar of chef_anna' }).tagName).toBe('IMG'),
    );
    const img = canvas.getByRole('img', { name: 'Avatar of chef_anna' });
    await expect(img).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    await expect(img).toHaveAttribute('data-generated', 'true');
  },
};

export const Picture: Story = {
  args: {
    src: 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="%23c2410c"/></svg>',
  },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Avatar of chef_anna' });
    await expect(img).not.toHaveAttribute('data-generated');
  },
};

/** A picture that fails to load falls back to the generated avatar. */
export const BrokenPicture: Story = {
  args: { src: '/api/files/serve/profile/1/missing.png' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Avatar of chef_anna' })).toHaveAttribute(
        'data-generated',
        'true',
      ),
    );
  },
};

export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvasElement }) => {
    const avatar = await within(canvasElement).findByRole('img', { name: 'Avatar of chef_anna' });
    await expect(avatar.getBoundingClientRect().width).toBe(32);
  },
};
