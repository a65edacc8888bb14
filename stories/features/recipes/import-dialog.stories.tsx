import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LEMON_SOUP_JSONLD, WEEKNIGHT_JSONLD } from '#mocks/factories/import-pages';
import { failing, pending } from '#mocks/overrides';
import { db } from '#mocks/db';
import { COOK } from '#mocks/scenarios';
import { ImportDialog } from '#src/features/recipes/components/import-dialog';

const WAIT = { timeout: 10000 };

/** The dialog (portalled to body, outside the story's canvas). */
const dialog = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: 'Import recipes' },
      WAIT,
    ),
  );

/** Pastes text into the JSON-LD field (typing 1,000 characters would take long) and imports. */
async function pasteAndImport(canvasElement: HTMLElement, text: string) {
  const panel = await dialog(canvasElement);
  await userEvent.click(panel.getByRole('textbox', { name: 'JSON-LD' }));
  await userEvent.paste(text);
  await userEvent.click(panel.getByRole('button', { name: 'Import' }));
  return panel;
}

/** Types an address on the URL tab and imports. */
async function importUrl(canvasElement: HTMLElement, url: string) {
  const panel = await dialog(canvasElement);
  await userEvent.type(panel.getByRole('textbox', { name: 'Recipe page address' }), url);
  await userEvent.click(panel.getByRole('button', { name: 'Import' }));
  return panel;
}

const meta = {
  title: 'Features/Recipes/ImportDialog',
  component: ImportDialog,
  tags: ['autodocs'],
  // Docs page: dialogs and routed screens render each story in its own frame, not over the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
  // The JSON-LD stories start on the Paste tab; the Text stories below on the dialog's own first tab.
  args: { open: true, onOpenChange: fn(), defaultTab: 'paste' },
} satisfies Meta<typeof ImportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open on the Paste tab: three ways to import, a field for the JSON-LD block. */
export const Paste: Story = {
  play: async ({ canvasElement }) => {
    const panel = await dialog(canvasElement);
    const tabs = panel.getByRole('tablist', { name: 'Import from' });
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Text', 'Paste', 'File', 'URL']);
    await expect(panel.getByRole('tab', { name: 'Paste' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(panel.getByRole('textbox', { name: 'JSON-LD' })).toHaveValue('');
    await expect(panel.getByRole('button', { name: 'Import' })).toBeEnabled();
  },
};

/** The same on a phone: a bottom sheet. */
export const PastePhone: Story = {
  ...Paste,
  globals: { viewport: { value: 'phone' } },
};

/** Nothing entered: the dialog asks for the source instead of calling the server. */
export const NothingEntered: Story = {
  play: async ({ canvasElement }) => {
    const panel = await dialog(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Import' }));
    await expect(await panel.findByRole('alert')).toHaveTextContent('Fill in this field first.');
  },
};

/** While the server reads the recipes the form is disabled and the button says so. */
export const Importing: Story = {
  parameters: { msw: { handlers: [pending('importRecipes')] } },
  play: async ({ canvasElement }) => {
    const panel = await pasteAndImport(canvasElement, JSON.stringify(LEMON_SOUP_JSONLD));
    await expect(await panel.findByRole('button', { name: 'Importing…' }, WAIT)).toBeDisabled();
    await expect(panel.getByRole('textbox', { name: 'JSON-LD' })).toBeDisabled();
  },
};

/** A block with three recipes: "Imported 3 recipes" with a link to each. */
export const Imported: Story = {
  play: async ({ canvasElement }) => {
    const panel = await pasteAndImport(canvasElement, JSON.stringify(WEEKNIGHT_JSONLD));
    await expect(await panel.findByRole('status', {}, WAIT)).toHaveTextContent(
      'Imported 3 recipes',
    );
    const links = panel.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Tomato Spaghetti',
      'Egg Fried Rice',
      'Cucumber Salad',
    ]);
    await expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/app\/recipe\/\d+$/));
    await expect(panel.getByRole('button', { name: 'Import more' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Done' })).toBeVisible();
  },
};

/**
 * The cook avoids eggs and cucumber (Settings' food preferences): the recipes that have them say
 * so under their link ("Contains eggs, which you avoid").
 */
export const ImportedWithWarnings: Story = {
  beforeEach: () => {
    db.preferences.set(COOK.id, {
      user_id: COOK.id,
      allergens: ['egg'],
      diets: [],
      dislikes: ['cucumber'],
    });
  },
  play: async ({ canvasElement }) => {
    const panel = await pasteAndImport(canvasElement, JSON.stringify(WEEKNIGHT_JSONLD));
    await expect(await panel.findByRole('status', {}, WAIT)).toHaveTextContent(
      'Imported 3 recipes',
    );
    const item = (title: string) => panel.getByRole('link', { name: title }).closest('li')!;
    await expect(item('Egg Fried Rice')).toHaveTextContent('Contains eggs, which you avoid');
    await expect(item('Cucumber Salad')).toHaveTextContent('Contains cucumber, which you avoid');
  },
};

/** The same on a phone. */
export const ImportedPhone: Story = {
  ...Imported,
  globals: { viewport: { value: 'phone' } },
};

/** One recipe, in German. */
export const ImportedGerman: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = within(await body.findByRole('dialog', { name: 'Rezepte importieren' }, WAIT));
    await userEvent.click(panel.getByRole('textbox', { name: 'JSON-LD' }));
    await userEvent.paste(JSON.stringify(LEMON_SOUP_JSONLD));
    await userEvent.click(panel.getByRole('button', { name: 'Importieren' }));
    await expect(await panel.findByRole('status', {}, WAIT)).toHaveTextContent(
      '1 Rezept importiert',
    );
  },
};

/** Text that is not JSON: the reason under the form, the text kept for a fix. */
export const InvalidJson: Story = {
  play: async ({ canvasElement }) => {
    const panel = await pasteAndImport(canvasElement, '{"@type": "Recipe", "name": ');
    await expect(await panel.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'This is not valid JSON. Check the pasted text.',
    );
    await expect(panel.getByRole('textbox', { name: 'JSON-LD' })).toHaveValue(
      '{"@type": "Recipe", "name": ',
    );
  },
};

/** Valid JSON without a schema.org Recipe. */
export const NoRecipe: Story = {
  play: async ({ canvasElement }) => {
    const panel = await pasteAndImport(canvasElement, '{"@type": "WebPage", "name": "Blog"}');
    await expect(await panel.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'No recipe was found. The source needs schema.org Recipe data.',
    );
  },
};

/** The File tab: a button opens the file picker (.json, .jsonld, .html). */
export const FileTab: Story = {
  args: { defaultTab: 'file' },
  play: async ({ canvasElement }) => {
    const panel = await dialog(canvasElement);
    await expect(panel.getByRole('tab', { name: 'File' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('button', { name: 'Choose file…' })).toBeVisible();
    await expect(panel.getByText('.json, .jsonld or .html, at most 2 MB.')).toBeVisible();
  },
};

/** A chosen .jsonld file with three recipes: its name on the button, then all three imported. */
export const ImportedFromFile: Story = {
  args: { defaultTab: 'file' },
  play: async ({ canvasElement }) => {
    const panel = await dialog(canvasElement);
    const file = new File([JSON.stringify(WEEKNIGHT_JSONLD)], 'weeknight.jsonld', {
      type: 'application/ld+json',
    });
    await userEvent.upload(panel.getByLabelText('File', { selector: 'input' }), file);
    await expect(panel.getByRole('button', { name: 'weeknight.jsonld' })).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Import' }));
    await expect(await panel.findByRole('status', {}, WAIT)).toHaveTextContent(
      'Imported 3 recipes',
    );
  },
};

/** The URL tab: the address of a public recipe page. */
export const UrlTab: Story = {
  args: { defaultTab: 'url' },
  play: async ({ canvasElement }) => {
    const panel = await dialog(canvasElement);
    await expect(panel.getByRole('textbox', { name: 'Recipe page address' })).toHaveValue('');
  },
};

/** A page from the web (the mock's table of example pages). */
export const ImportedFromUrl: Story = {
  args: { defaultTab: 'url' },
  play: async ({ canvasElement }) => {
    const panel = await importUrl(
      canvasElement,
      'https://www.example.com/recipes/lemon-chickpea-soup',
    );
    await expect(await panel.findByRole('status', {}, WAIT)).toHaveTextContent('Imported 1 recipe');
    await expect(panel.getByRole('link', { name: 'Lemon Chickpea Soup' })).toBeVisible();
  },
};

/** A private or local address is refused. */
export const AddressNotAllowed: Story = {
  args: { defaultTab: 'url' },
  play: async ({ canvasElement }) => {
    const panel = await importUrl(canvasElement, 'http://192.168.1.20/recipes/soup');
    await expect(await panel.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'This address cannot be imported from (private or local network).',
    );
  },
};

/** A page that does not answer in time. */
export const TimedOut: Story = {
  args: { defaultTab: 'url' },
  play: async ({ canvasElement }) => {
    const panel = await importUrl(canvasElement, 'https://slow.example.com/recipe');
    await expect(await panel.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'The page took too long to answer. Please try again later.',
    );
  },
};

/** A page that cannot be loaded, on a phone. */
export const FetchFailedPhone: Story = {
  args: { defaultTab: 'url' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const panel = await importUrl(canvasElement, 'https://recipes.example.org/missing');
    await expect(await panel.findByRole('alert', {}, WAIT)).toHaveTextContent(
      "The page couldn't be loaded. Check the address.",
    );
  },
};

/** Too many imports in a minute (429). */
export const TooManyImports: Story = {
  parameters: { msw: { handlers: [failing('importRecipes', 429)] } },
  play: async ({ canvasElement }) => {
    const panel = await pasteAndImport(canvasElement, JSON.stringify(LEMON_SOUP_JSONLD));
    await expect(await panel.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'Too many imports. Please wait a minute.',
    );
  },
};

/** A recipe as text, the dialog's first tab: a field for the text and "Preview". */
export const TextTab: Story = {
  args: { defaultTab: 'text' },
  play: async ({ canvasElement }) => {
    const panel = await dialog(canvasElement);
    await expect(panel.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('textbox', { name: 'Recipe text' })).toHaveValue('');
    await expect(panel.getByRole('button', { name: 'Preview' })).toBeEnabled();
  },
};

/** Text without ingredient lines: the reason, and nothing is read or saved. */
export const TextNoIngredients: Story = {
  args: { defaultTab: 'text' },
  play: async ({ canvasElement }) => {
    const panel = await dialog(canvasElement);
    await userEvent.click(panel.getByRole('textbox', { name: 'Recipe text' }));
    await userEvent.paste('Soup\n\nMethod\n1. Boil the water and add everything you have.');
    await userEvent.click(panel.getByRole('button', { name: 'Preview' }));
    await expect(await panel.findByRole('alert')).toHaveTextContent(
      'No ingredients were found. Put each ingredient on its own line, for example "200 g flour".',
    );
    await expect(panel.getByRole('textbox', { name: 'Recipe text' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Empty text, in German on a phone. */
export const TextEmptyGermanPhone: Story = {
  args: { defaultTab: 'text' },
  globals: { language: 'de', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = within(await body.findByRole('dialog', { name: 'Rezepte importieren' }, WAIT));
    await userEvent.click(panel.getByRole('button', { name: 'Vorschau' }));
    await expect(await panel.findByRole('alert')).toHaveTextContent(
      'Füge zuerst den Text eines Rezepts ein.',
    );
  },
};
