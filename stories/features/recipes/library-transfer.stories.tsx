import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { importJobMidway, importJobWithEveryOutcome } from '#mocks/factories/import-jobs';
import { resetFollowedImportJob } from '#src/features/recipes/api/import-job-store';
import { LibraryTransfer } from '#src/features/recipes/components/library-transfer';

const WAIT = { timeout: 10000 };

const meta = {
  title: 'Features/Recipes/LibraryTransfer',
  component: LibraryTransfer,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <Story />
      </div>
    ),
  ],
  beforeEach: () => resetFollowedImportJob(null),
} satisfies Meta<typeof LibraryTransfer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The library's import and export buttons. */
export const Buttons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Import recipes',
      'Import from another app',
      'Export library',
    ]);
  },
};

/** An archive import runs (the dialog was closed): a compact line that opens it again. */
export const ImportRunning: Story = {
  beforeEach: () => resetFollowedImportJob(importJobMidway().id),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = await canvas.findByRole('button', { name: 'Importing 12 of 240…' }, WAIT);
    await userEvent.click(line);
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole(
        'dialog',
        { name: 'Import from another app' },
        WAIT,
      ),
    );
    await expect(await dialog.findByText('12 of 240 recipes', {}, WAIT)).toBeVisible();
  },
};

/** The same on a phone, in German. */
export const ImportRunningGermanPhone: Story = {
  beforeEach: () => resetFollowedImportJob(importJobMidway().id),
  globals: { language: 'de', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Importiere 12 von 240…' }, WAIT),
    ).toBeVisible();
  },
};

/** The import has ended: the line leads to its report. */
export const ImportEnded: Story = {
  beforeEach: () => resetFollowedImportJob(importJobWithEveryOutcome().id),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'button',
        { name: 'Import finished. Show the report' },
        WAIT,
      ),
    ).toBeVisible();
  },
};
