import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LanguageSuggestion } from '#src/features/account/components/language-suggestion';

const meta = {
  title: 'Features/Account/LanguageSuggestion',
  component: LanguageSuggestion,
  // Shown only where a story asks for it (.storybook/preview.tsx answers it for every other one).
  parameters: { layout: 'padded', languageSuggestion: true },
  args: { user: null, preferences: ['en-US'] },
} satisfies Meta<typeof LanguageSuggestion>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 29: a browser preferring English is offered English, in English, on a phone. */
export const EnglishPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offer = await canvas.findByRole('complementary', { name: 'Language suggestion' });
    await expect(offer).toHaveAttribute('lang', 'en');
    await expect(offer).toHaveTextContent('Sous can show every text in English.');
    await expect(canvas.getByRole('button', { name: 'Switch to English' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'No thanks' })).toBeEnabled();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** A browser preferring German (de-AT) is offered Deutsch, worded in German. */
export const GermanPhone: Story = {
  args: { preferences: ['de-AT', 'en'] },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offer = await canvas.findByRole('complementary', { name: 'Sprachvorschlag' });
    await expect(offer).toHaveAttribute('lang', 'de');
    await expect(offer).toHaveTextContent('Sous kann alle Texte auf Deutsch zeigen.');
    await expect(canvas.getByRole('button', { name: 'Auf Deutsch umstellen' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Nein, danke' })).toBeEnabled();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** "No thanks" hides it and is remembered on this device. */
export const Dismissed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(canvas.queryByRole('complementary')).toBeNull());
    await expect(localStorage.getItem('sous.languageSuggestion')).toBe('dismissed');
  },
};

/** Another browser language (French): nothing is offered; the spec's texts stay. */
export const OtherBrowserLanguage: Story = {
  args: { preferences: ['fr-FR', 'de'] },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull();
  },
};
