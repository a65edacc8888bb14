import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  importJobLongReport,
  importJobMidway,
  importJobWithEveryOutcome,
} from '#mocks/factories/import-jobs';
import { failing, networkError, pending } from '#mocks/overrides';
import { IMPORT_JOB_RUNNING } from '#src/api/archive-import';
import { resetFollowedImportJob } from '#src/features/recipes/api/import-job-store';
import { ArchiveImportDialog } from '#src/features/recipes/components/archive-import-dialog';

const WAIT = { timeout: 10000 };

/** The dialog (portalled to body, outside the story's canvas). */
const dialog = async (canvasElement: HTMLElement, name = 'Import from another app') =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name }, WAIT));

/** A schema.org JSON array of two recipes, as a file the picker returns. */
const schemaOrgFile = () =>
  new File(
    [
      JSON.stringify([
        {
          '@type': 'Recipe',
          name: 'Tomato soup',
          recipeIngredient: ['1 can tomatoes', '1 onion'],
          recipeInstructions: 'Simmer.',
        },
        {
          '@type': 'Recipe',
          name: 'Flatbread',
          recipeIngredient: ['250 g flour', '150 ml water'],
          recipeInstructions: 'Knead and bake.',
        },
      ]),
    ],
    'recipes.json',
    { type: 'application/json' },
  );

/** Chooses a file and starts the import. */
async function chooseAndStart(canvasElement: HTMLElement, file: File = schemaOrgFile()) {
  const panel = await dialog(canvasElement);
  await userEvent.upload(panel.getByLabelText('Archive', { selector: 'input' }), file);
  await expect(panel.getByRole('button', { name: file.name })).toBeVisible();
  await userEvent.click(panel.getByRole('button', { name: 'Start import' }));
  return panel;
}

const meta = {
  title: 'Features/Recipes/ArchiveImportDialog',
  component: ArchiveImportDialog,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, iframeHeight: 680 } } },
  args: { open: true, onOpenChange: fn() },
  // No import is followed unless the story seeds one.
  beforeEach: () => resetFollowedImportJob(null),
} satisfies Meta<typeof ArchiveImportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing the archive: the file, the duplicates choice ("Skip" by default), the formats read. */
export const ChooseFile: Story = {
  play: async ({ canvasElement }) => {
    const panel = await dialog(canvasElement);
    await expect(
      panel.getByText(
        'Bring your recipes from Paprika, Mealie, Tandoor or Nextcloud Cookbook, from schema.org recipes (a zip or a JSON file), or restore a Sous data archive.',
      ),
    ).toBeVisible();
    await expect(panel.getByLabelText('Archive', { selector: 'input' })).toHaveAttribute(
      'accept',
      '.zip,.paprikarecipes,.json,application/zip,application/json',
    );
    await expect(panel.getByRole('radio', { name: 'Skip recipes I already have' })).toBeChecked();
    await expect(panel.getByRole('radio', { name: 'Keep both' })).not.toBeChecked();
    await userEvent.click(panel.getByRole('button', { name: 'Start import' }));
    await expect(await panel.findByRole('alert')).toHaveTextContent('Choose an archive first.');
  },
};

/** The file is sent and read (the server checks the whole archive before it answers). */
export const Uploading: Story = {
  parameters: { msw: { handlers: [pending('importArchive')] } },
  play: async ({ canvasElement }) => {
    const panel = await chooseAndStart(canvasElement);
    await expect(panel.getByRole('button', { name: 'Reading the archive…' })).toBeDisabled();
    await expect(panel.getByRole('radio', { name: 'Keep both' })).toBeDisabled();
  },
};

/** A real run on the mock: the job is polled until its report shows. */
export const ImportRuns: Story = {
  play: async ({ canvasElement }) => {
    const panel = await chooseAndStart(canvasElement);
    await expect(await panel.findByText('Import finished', {}, WAIT)).toBeVisible();
    await expect(panel.getByRole('list', { name: 'Summary' })).toHaveTextContent(
      '2 imported0 skipped as duplicates0 failed0 not imported',
    );
    await expect(panel.getByRole('link', { name: 'Flatbread' })).toBeVisible();
  },
};

/** Mid-way: 12 of 240 recipes, the recipe being stored, Cancel. */
export const ProgressMidway: Story = {
  beforeEach: () => resetFollowedImportJob(importJobMidway().id),
  play: async ({ canvasElement }) => {
    const panel = await dialog(canvasElement);
    const bar = await panel.findByRole('progressbar', { name: 'Import progress' }, WAIT);
    await expect(bar).toHaveAttribute('aria-valuenow', '12');
    await expect(bar).toHaveAttribute('aria-valuemax', '240');
    await expect(panel.getByText('12 of 240 recipes')).toBeVisible();
    await expect(panel.getByText('Now: Pea and mint soup')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Cancel import' })).toBeEnabled();
  },
};

/** The same on a phone. */
export const ProgressMidwayPhone: Story = {
  ...ProgressMidway,
  globals: { viewport: { value: 'phone' } },
};

/** German on a phone (390 px). */
export const ProgressMidwayGermanPhone: Story = {
  beforeEach: () => resetFollowedImportJob(importJobMidway().id),
  globals: { language: 'de', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const panel = await dialog(canvasElement, 'Aus einer anderen App importieren');
    await expect(await panel.findByText('12 von 240 Rezepten', {}, WAIT)).toBeVisible();
    await expect(panel.getByText('Gerade: Pea and mint soup')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Import abbrechen' })).toBeEnabled();
  },
};

/** Cancel pressed: the job stops after the recipe being stored. */
export const Cancelling: Story = {
  beforeEach: () => resetFollowedImportJob(importJobMidway().id),
  parameters: { msw: { handlers: [pending('cancelImportJob')] } },
  play: async ({ canvasElement }) => {
    const panel = await dialog(canvasElement);
    await userEvent.click(await panel.findByRole('button', { name: 'Cancel import' }, WAIT));
    await expect(panel.getByRole('button', { name: 'Cancelling…' })).toBeDisabled();
  },
};

/** The report of a cancelled import with every outcome; imported recipes link to themselves. */
export const ReportEveryOutcome: Story = {
  beforeEach: () => resetFollowedImportJob(importJobWithEveryOutcome().id),
  play: async ({ canvasElement }) => {
    const panel = await dialog(canvasElement);
    await expect(await panel.findByText('Import cancelled', {}, WAIT)).toBeVisible();
    const counts = within(panel.getByRole('list', { name: 'Summary' }));
    await expect(counts.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '3 imported',
      '1 skipped as duplicate',
      '1 failed',
      '2 not imported',
    ]);
    const report = within(panel.getByRole('list', { name: 'Recipes of the archive' }));
    await expect(report.getAllByRole('listitem')).toHaveLength(7);
    await expect(report.getByRole('link', { name: 'Tomato soup' })).toBeVisible();
    await expect(
      report.getByText(
        'Imported — The picture is not a JPEG, PNG, WebP or GIF image; the recipe was imported without it.',
      ),
    ).toBeVisible();
    await expect(report.getByText('Imported (you already had it)')).toBeVisible();
    await expect(report.getByText('Skipped: already in your library')).toBeVisible();
    await expect(
      report.getByText(
        'Failed — Your library can hold at most 10,000 recipes; this one was not stored.',
      ),
    ).toBeVisible();
    await expect(report.getAllByText('Not imported')).toHaveLength(2);
    await expect(report.queryByRole('link', { name: 'Chickpea and Spinach Curry' })).toBeNull();
  },
};

/** The same on a phone. */
export const ReportEveryOutcomePhone: Story = {
  ...ReportEveryOutcome,
  globals: { viewport: { value: 'phone' } },
};

/** 240 recipes: the list scrolls inside the dialog, the actions stay in reach. */
export const LongReport: Story = {
  beforeEach: () => resetFollowedImportJob(importJobLongReport().id),
  play: async ({ canvasElement }) => {
    const panel = await dialog(canvasElement);
    const list = await panel.findByRole('list', { name: 'Recipes of the archive' }, WAIT);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(240);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await expect(list).toHaveAttribute('tabindex', '0');
    await expect(panel.getByRole('button', { name: 'Done' })).toBeVisible();
  },
};

/** A file that is no archive: the server's own words, and the chance to try again. */
export const RefusedArchive: Story = {
  play: async ({ canvasElement }) => {
    const panel = await chooseAndStart(
      canvasElement,
      new File(['%PDF-1.7'], 'notes.zip', { type: 'application/zip' }),
    );
    await expect(await panel.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'This file is not a recipe archive Sous can read (Paprika, Mealie, Tandoor, Nextcloud Cookbook, or schema.org recipes as a zip or JSON).',
    );
    await expect(panel.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Another import of the cook is running (409). */
export const JobRunning: Story = {
  parameters: { msw: { handlers: [failing('importArchive', 409, IMPORT_JOB_RUNNING)] } },
  play: async ({ canvasElement }) => {
    const panel = await chooseAndStart(canvasElement);
    await expect(await panel.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'An import is already running. Wait for it to finish or cancel it, then try again.',
    );
  },
};

/** No connection: say so, keep the file for another try. */
export const NetworkFailure: Story = {
  parameters: { msw: { handlers: [networkError('importArchive')] } },
  play: async ({ canvasElement }) => {
    const panel = await chooseAndStart(canvasElement);
    await expect(await panel.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'Network error. Please check your connection.',
    );
    await waitFor(() => expect(panel.getByRole('button', { name: 'recipes.json' })).toBeVisible());
  },
};
