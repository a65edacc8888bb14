import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import PrivacyScreen from '#src/screens/privacy/privacy-screen';

const LAZY = { timeout: 10000 };

const meta = {
  title: 'Screens/Privacy',
  component: PrivacyScreen,
  parameters: { route: '/privacy', scenario: 'anonymous' },
} satisfies Meta<typeof PrivacyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every fact the policy states. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Privacy Policy', level: 1 }, LAZY),
    ).toBeVisible();
    await expect(canvas.getByText('Last updated: October 17, 2025')).toBeVisible();

    const where = within(canvas.getByRole('region', { name: 'Where your data is stored' }));
    await expect(where.getByText(/servers are located in the United States/)).toBeVisible();

    const third = within(canvas.getByRole('region', { name: 'Third parties' }));
    for (const party of ['Google sign-in', 'AI text provider', 'Cloud storage']) {
      await expect(third.getByText(party)).toBeVisible();
    }

    const children = within(canvas.getByRole('region', { name: 'Children' }));
    await expect(children.getByText(/not for children under 13/)).toBeVisible();

    const rights = within(canvas.getByRole('region', { name: 'Your rights under the GDPR' }));
    for (const right of ['Access', 'Rectification', 'Erasure', 'Portability', 'Objection']) {
      await expect(rights.getByText(right)).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Go to the contact page' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Privacy Policy', level: 1 }, LAZY),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Deutsch: the same facts in German, the date written the German way. */
export const German: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Datenschutzerklärung', level: 1 }, LAZY),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.lang).toBe('de');
    await waitFor(() =>
      expect(canvasElement.ownerDocument.title).toBe('Datenschutzerklärung · Sous'),
    );
    await expect(canvas.getByText('Zuletzt aktualisiert: 17. Oktober 2025')).toBeVisible();

    const where = within(canvas.getByRole('region', { name: 'Wo deine Daten gespeichert werden' }));
    await expect(where.getByText(/Server stehen in den Vereinigten Staaten/)).toBeVisible();

    const third = within(canvas.getByRole('region', { name: 'Dritte' }));
    for (const party of ['Anmeldung mit Google', 'KI-Textdienst', 'Cloud-Speicher']) {
      await expect(third.getByText(party)).toBeVisible();
    }

    const children = within(canvas.getByRole('region', { name: 'Kinder' }));
    await expect(children.getByText(/nicht für Kinder unter 13 Jahren/)).toBeVisible();

    const rights = within(canvas.getByRole('region', { name: 'Deine Rechte nach der DSGVO' }));
    for (const right of [
      'Auskunft',
      'Berichtigung',
      'Löschung',
      'Datenübertragbarkeit',
      'Widerspruch',
    ]) {
      await expect(rights.getByText(right)).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Zur Kontaktseite' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};
