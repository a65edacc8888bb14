import type { Meta, StoryObj } from '@storybook/react-vite';
import { preferencesLoaded } from '#stories/support/settings';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { failing } from '#mocks/overrides';
import { COOK, NEW_COOK, RECIPE_IDS } from '#mocks/scenarios';
import { AppShell } from '#src/features/shell/components/app-shell';

const LAZY = { timeout: 10000 };

/** The shell is the main layout around every /app page: these stories mount it at real routes. */
const meta = {
  title: 'Features/Shell/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  // Docs page: dialogs and routed screens render each story in its own frame, not over the page.
  parameters: { route: '/app', docs: { story: { inline: false, iframeHeight: 640 } } },
  // Docs only: with `route` set the real main layout renders the shell with live data.
  args: {
    collapsed: true,
    onCollapsedChange: fn(),
    user: { username: COOK.username, email: COOK.email },
    onLogout: fn(),
    hideFooter: false,
    children: null,
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

const sidebarOf = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('complementary', { name: 'Sidebar' }, LAZY);

export const SidebarCollapsed: Story = {
  play: async ({ canvasElement }) => {
    const sidebar = await sidebarOf(canvasElement);
    await expect(sidebar.getBoundingClientRect().width).toBe(64);
    const toggle = within(sidebar).getByRole('button', { name: 'Expand sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const nav = within(within(sidebar).getByRole('navigation', { name: 'App' }));
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Generate Recipe' })).toHaveAttribute(
      'href',
      '/app/generate',
    );
    await expect(nav.getByRole('link', { name: 'Recipe Library' })).toHaveAttribute(
      'href',
      '/app/library',
    );
    await expect(nav.getByRole('link', { name: 'Meal Plan' })).toHaveAttribute('href', '/app/plan');
    // Labels are for screen readers only while collapsed.
    await expect(nav.getByText('Recipe Library')).toHaveClass('sr-only');
    await expect(within(sidebar).queryByText(COOK.email)).toBeNull();
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveTextContent('© 2025 Sous');
  },
};

export const SidebarExpanded: Story = {
  play: async ({ canvasElement }) => {
    const sidebar = await sidebarOf(canvasElement);
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Expand sidebar' }));
    await waitFor(() => expect(sidebar.getBoundingClientRect().width).toBe(256));
    await expect(within(sidebar).getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(within(sidebar).getByText('Recipe Library')).toBeVisible();
    await expect(within(sidebar).getByText(COOK.username)).toBeVisible();
    await expect(within(sidebar).getByText(COOK.email)).toBeVisible();
  },
};

export const UserMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const sidebar = await sidebarOf(canvasElement);
    const trigger = within(sidebar).getByRole('button', {
      name: new RegExp(`^User menu for ${COOK.username}`),
    });
    await userEvent.click(trigger);
    const menu = within(sidebar).getByRole('menu');
    // The panel around the entries shows who is signed in.
    const panel = within(menu.parentElement as HTMLElement);
    await expect(panel.getByText(COOK.username)).toBeVisible();
    await expect(panel.getByText(COOK.email)).toBeVisible();
    await expect(panel.getByRole('img', { name: `Avatar of ${COOK.username}` })).toBeVisible();
    const settings = within(menu).getByRole('menuitem', { name: 'Settings' });
    await expect(settings).toHaveAttribute('href', '/app/settings');
    await expect(settings).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(within(sidebar).queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await expect(within(sidebar).getByRole('menu')).toBeVisible();
  },
};

/** Without a profile picture the avatar is generated from the username. */
export const GeneratedAvatar: Story = {
  parameters: { scenario: 'newUser' },
  play: async ({ canvasElement }) => {
    const sidebar = await sidebarOf(canvasElement);
    await userEvent.click(
      within(sidebar).getByRole('button', {
        name: new RegExp(`^User menu for ${NEW_COOK.username}`),
      }),
    );
    const avatar = await within(sidebar).findByRole('img', {
      name: `Avatar of ${NEW_COOK.username}`,
    });
    await waitFor(() => expect(avatar.tagName).toBe('IMG'));
    const img = within(sidebar).getByRole('img', { name: `Avatar of ${NEW_COOK.username}` });
    await expect(img).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
  },
};

export const SettingsFromMenu: Story = {
  parameters: { endsAt: '/app/settings' },
  play: async ({ canvasElement }) => {
    const sidebar = await sidebarOf(canvasElement);
    await userEvent.click(
      within(sidebar).getByRole('button', { name: new RegExp(`^User menu for ${COOK.username}`) }),
    );
    await userEvent.click(within(sidebar).getByRole('menuitem', { name: 'Settings' }));
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Profile Settings' }, LAZY),
    ).toBeVisible();
    await expect(within(sidebar).queryByRole('menu')).toBeNull();
    await preferencesLoaded(canvasElement);
  },
};

/** Logout goes to / and the header offers Sign In again. */
export const Logout: Story = {
  parameters: { endsAt: '/' },
  play: async ({ canvasElement }) => {
    const sidebar = await sidebarOf(canvasElement);
    await userEvent.click(
      within(sidebar).getByRole('button', { name: new RegExp(`^User menu for ${COOK.username}`) }),
    );
    await userEvent.click(within(sidebar).getByRole('menuitem', { name: 'Logout' }));
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: /^Cook something great/ }, LAZY),
    ).toBeVisible();
    const header = within(canvas.getByRole('banner'));
    await expect(await header.findByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** The user is signed out locally and sent to / even when the logout call fails. */
export const LogoutFails: Story = {
  parameters: { endsAt: '/', msw: { handlers: [failing('logout', 500)] } },
  play: async ({ canvasElement }) => {
    const sidebar = await sidebarOf(canvasElement);
    await userEvent.click(
      within(sidebar).getByRole('button', { name: new RegExp(`^User menu for ${COOK.username}`) }),
    );
    await userEvent.click(within(sidebar).getByRole('menuitem', { name: 'Logout' }));
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: /^Cook something great/ }, LAZY),
    ).toBeVisible();
    const header = within(canvas.getByRole('banner'));
    await expect(await header.findByRole('link', { name: 'Get Started Free' })).toBeVisible();
  },
};

/** Recipe detail routes have no shell footer. */
export const RecipeRouteWithoutFooter: Story = {
  parameters: { route: `/app/recipe/${RECIPE_IDS.curry}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = await sidebarOf(canvasElement);
    await expect(within(sidebar).getByRole('link', { name: 'Recipe Library' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const sidebar = await sidebarOf(canvasElement);
    await expect(sidebar.getBoundingClientRect().width).toBe(64);
    const main = within(canvasElement).getByRole('main');
    await expect(main.getBoundingClientRect().left).toBe(64);
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Expand sidebar' }));
    await waitFor(() => expect(sidebar.getBoundingClientRect().width).toBe(256));
    // Narrow screens: the open sidebar overlays the page instead of squeezing it.
    await expect(main.getBoundingClientRect().left).toBe(64);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(sidebar.getBoundingClientRect().width).toBe(64));
    for (const link of within(sidebar).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
