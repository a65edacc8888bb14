import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import LandingScreen from '#src/screens/landing/landing-screen';

const LAZY = { timeout: 10000 };

const meta = {
  title: 'Screens/Landing',
  component: LandingScreen,
  parameters: { route: '/', scenario: 'anonymous' },
} satisfies Meta<typeof LandingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function expectHeaderNav(canvasElement: HTMLElement) {
  const header = within(within(canvasElement).getByRole('banner'));
  const nav = within(header.getByRole('navigation', { name: 'Main' }));
  await expect(nav.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features');
  await expect(nav.getByRole('link', { name: 'How It Works' })).toHaveAttribute(
    'href',
    '/#how-it-works',
  );
  await expect(nav.getByRole('link', { name: 'Recipes' })).toHaveAttribute('href', '/#recipes');
  await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  return header;
}

/** A guest: Sign In and Get Started Free, the three sections and the footer. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, LAZY)).toHaveTextContent(
      'Cook something great with what you already have',
    );
    const header = await expectHeaderNav(canvasElement);
    await waitFor(() =>
      expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login'),
    );
    await expect(header.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(header.queryByRole('link', { name: 'Dashboard' })).toBeNull();

    for (const id of ['features', 'how-it-works', 'recipes']) {
      await expect(canvasElement.ownerDocument.getElementById(id)).not.toBeNull();
    }
    await expect(canvas.getByRole('heading', { name: 'AI recipe generation' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Personalised recipes' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Interactive step-by-step guide' }),
    ).toBeVisible();
    await expect(canvas.getByText(/timers and voice assistance/)).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Your saved recipe collection' }),
    ).toBeVisible();

    const footer = within(canvas.getByRole('contentinfo'));
    for (const column of ['Product', 'Company', 'Connect']) {
      await expect(footer.getByRole('heading', { name: column })).toBeVisible();
    }
    const connect = within(footer.getByRole('navigation', { name: 'Connect' }));
    for (const [name, host] of [
      ['Instagram', 'instagram.com'],
      ['TikTok', 'tiktok.com'],
      ['Pinterest', 'pinterest.com'],
    ] as const) {
      const link = connect.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('href', expect.stringContaining(host));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer.getByText(/2025/)).toBeVisible();
  },
};

/** Signed in: the header offers Dashboard instead of the sign-in buttons. */
export const SignedIn: Story = {
  parameters: { scenario: 'cook' },
  play: async ({ canvasElement }) => {
    const header = within(await within(canvasElement).findByRole('banner', {}, LAZY));
    await expect(await header.findByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/app',
    );
    await expect(header.queryByRole('link', { name: 'Sign In' })).toBeNull();
    await expect(header.queryByRole('link', { name: 'Get Started Free' })).toBeNull();
  },
};

/** The header's anchor links move to the section (smoothly, unless reduced motion is asked for). */
export const AnchorNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 }, LAZY);
    const header = await expectHeaderNav(canvasElement);
    await userEvent.click(header.getByRole('link', { name: 'How It Works' }));
    const section = canvasElement.ownerDocument.getElementById('how-it-works') as HTMLElement;
    await waitFor(() => expect(section).toHaveFocus());
    await waitFor(() => expect(Math.abs(section.getBoundingClientRect().top)).toBeLessThan(80), {
      timeout: 3000,
    });
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 }, LAZY);
    const header = within(canvas.getByRole('banner'));
    const toggle = header.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(header.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await userEvent.click(toggle);
    await expect(header.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(header.getByRole('link', { name: 'Features' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Deutsch (a device that chose it): the page's copy, times and difficulty German, <html lang="de">. */
export const German: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Koch etwas Großartiges aus dem, was du schon hast' },
        LAZY,
      ),
    ).toBeVisible();
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement.lang).toBe('de'));
    await waitFor(() =>
      expect(canvasElement.ownerDocument.title).toBe('Dein KI-Kochbegleiter · Sous'),
    );
    await expect(canvas.getByText('Dein KI-Kochbegleiter')).toBeVisible();
    await expect(
      canvas.getByRole('heading', {
        name: 'Alles, was du zwischen Kühlschrank und Tisch brauchst',
      }),
    ).toBeVisible();
    for (const feature of [
      'Rezepte mit KI',
      'Rezepte nur für dich',
      'Interaktive Schritt-für-Schritt-Anleitung',
      'Deine gespeicherten Rezepte',
    ]) {
      await expect(canvas.getByRole('heading', { name: feature })).toBeVisible();
    }
    const steps = within(canvas.getByRole('region', { name: 'So funktioniert’s' }));
    await expect(steps.getAllByRole('listitem')).toHaveLength(3);
    await expect(steps.getByText('In drei Schritten von der Idee zum Abendessen.')).toBeVisible();
    const recipes = within(canvas.getByRole('region', { name: 'Das kochen andere mit Sous' }));
    const curry = recipes.getByRole('heading', { name: 'Hähnchen-Kokos-Curry' }).closest('li')!;
    await expect(curry).toHaveTextContent('1 Std. 5 Min.');
    await expect(curry).toHaveTextContent('Mittel');
    await expect(
      canvas.getByRole('heading', { name: 'Lust, heute Abend etwas Neues zu kochen?' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Kostenlos starten' })).toHaveLength(3);
  },
};

/** Deutsch on a phone: the longer German words wrap inside the page (no sideways scrolling). */
export const GermanPhone: Story = {
  globals: { language: 'de', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Koch etwas Großartiges aus dem, was du schon hast' },
        LAZY,
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Interaktive Schritt-für-Schritt-Anleitung' }),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
