import type { Meta, StoryObj } from '@storybook/react-vite';
import { onlineManager } from '@tanstack/react-query';
import { expect, waitFor, within } from 'storybook/test';
import { OfflineBanner } from '#src/features/offline/offline-support';

const meta = {
  title: 'Features/Offline/Offline banner',
  component: OfflineBanner,
  // Each story sets the connection; every story starts online (.storybook/preview.tsx).
} satisfies Meta<typeof OfflineBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No connection: the bar above every app page says what still works. */
export const Offline: Story = {
  beforeEach: () => onlineManager.setOnline(false),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'You are offline. The shopping list, opened recipes and cook mode still work; list changes are saved when you are back online.',
    );
  },
};

/** The connection comes back: the bar goes. */
export const BackOnline: Story = {
  beforeEach: () => onlineManager.setOnline(false),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toBeVisible();
    onlineManager.setOnline(true);
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
  },
};

/** German on a phone. */
export const GermanPhone: Story = {
  beforeEach: () => onlineManager.setOnline(false),
  globals: { language: 'de', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The German texts load first.
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Du bist offline. Einkaufsliste, geöffnete Rezepte und Kochmodus funktionieren weiter; Änderungen an der Liste werden gespeichert, sobald du wieder online bist.',
      ),
    );
  },
};
