import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { TEAM, TEAM_EMAIL } from '#src/content/team';
import AboutScreen from '#src/screens/about/about-screen';

const LAZY = { timeout: 10000 };

const meta = {
  title: 'Screens/About',
  component: AboutScreen,
  parameters: { route: '/about', scenario: 'anonymous' },
} satisfies Meta<typeof AboutScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'About Sous', level: 1 }, LAZY),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Built at a cloud hackathon' })).toBeVisible();
    const team = within(canvas.getByRole('region', { name: 'The team' }));
    await expect(TEAM).toHaveLength(4);
    for (const member of TEAM) {
      await expect(team.getByText(member.role)).toBeVisible();
      const mail = team.getByRole('link', { name: member.email });
      await expect(mail).toHaveAttribute('href', `mailto:${member.email}`);
      await expect(member.email).toMatch(/@example\.com$/);
    }
    await expect(team.getByRole('link', { name: TEAM_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${TEAM_EMAIL}`,
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'About Sous', level: 1 }, LAZY),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Deutsch: story, values, the team's roles and the shared address line German. */
export const German: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Über Sous', level: 1 }, LAZY),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.lang).toBe('de');
    await waitFor(() => expect(canvasElement.ownerDocument.title).toBe('Über uns · Sous'));
    await expect(
      canvas.getByRole('heading', { name: 'Entstanden bei einem Cloud-Hackathon' }),
    ).toBeVisible();
    for (const value of [
      'Kochen mit dem, was da ist',
      'Klare, ruhige Anleitung',
      'Deine Küche, deine Daten',
    ]) {
      await expect(canvas.getByRole('heading', { name: value })).toBeVisible();
    }
    const team = within(canvas.getByRole('region', { name: 'Das Team' }));
    for (const role of [
      'Leitung Produkt & Design',
      'Frontend-Entwicklung',
      'Backend- & Cloud-Entwicklung',
      'KI-Entwicklung',
    ]) {
      await expect(team.getByText(role)).toBeVisible();
    }
    await expect(team.getByText(/^Oder schreib uns allen unter/)).toHaveTextContent(
      `Oder schreib uns allen unter ${TEAM_EMAIL}.`,
    );
  },
};
