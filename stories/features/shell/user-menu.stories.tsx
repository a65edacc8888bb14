import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserMenu } from '#src/features/shell/components/user-menu';

const meta = {
  title: 'Features/Shell/UserMenu',
  component: UserMenu,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: {
    user: { username: 'chef_anna', email: 'anna@example.com' },
    collapsed: false,
    onLogout: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-60 pt-48">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /^User menu for chef_anna/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveTextContent('anna@example.com');
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^User menu for chef_anna/ }));
    await expect(canvas.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/app/settings',
    );
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

/** In the collapsed sidebar only the avatar shows; the menu still names the user. */
export const CollapsedOpen: Story = {
  args: { collapsed: true },
  decorators: [
    (Story) => (
      <div className="w-16 pt-48">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'User menu for chef_anna' });
    await expect(trigger).not.toHaveTextContent('anna@example.com');
    await userEvent.click(trigger);
    await expect(canvas.getByText('anna@example.com')).toBeVisible();
  },
};

/** With an uploaded picture the image is shown instead of the generated avatar. */
export const WithPicture: Story = {
  args: {
    user: {
      username: 'chef_anna',
      email: 'anna@example.com',
      avatarSrc:
        'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="%23c2410c"/></svg>',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^User menu for chef_anna/ }));
    const img = canvas.getByRole('img', { name: 'Avatar of chef_anna' });
    await expect(img).not.toHaveAttribute('data-generated');
  },
};
