import type { Meta, StoryObj } from '@storybook/react-vite';
import { onlineManager } from '@tanstack/react-query';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, seedDb } from '#mocks/db';
import { buildMembership } from '#mocks/factories';
import { failing, pending } from '#mocks/overrides';
import { COOK, OTHER_COOK } from '#mocks/scenarios';
import ShoppingScreen from '#src/screens/shopping/shopping-screen';

const LAZY = { timeout: 10000 };

const meta = {
  title: 'Screens/Shopping List',
  component: ShoppingScreen,
  parameters: { route: '/app/shopping' },
} satisfies Meta<typeof ShoppingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Shopping list' }, LAZY);
  await canvas.findByRole('heading', { level: 2, name: 'Pantry' }, LAZY);
  await householdShown(canvas);
  return canvas;
};

/** The household's button loads with the page in a chunk of its own: every picture waits for it. */
const householdShown = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('button', { name: /^(Household|Haushalt)/ }, LAZY);

/**
 * The cook's list: the pancakes and the lemon drizzle cake merged (flour 250 g + 225 g bought as
 * 500 g), by shop section in shop order, the eggs checked off, kitchen roll typed by hand.
 */
export const FullList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Fruit & vegetables',
      'Dairy & eggs',
      'Pantry',
      'Other',
    ]);
    const flour = canvas.getByRole('checkbox', { name: '500 g plain flour' });
    await expect(flour).not.toBeChecked();
    const line = flour.closest('li')!;
    await expect(within(line).getByRole('link', { name: 'Buttermilk Pancakes' })).toHaveAttribute(
      'href',
      '/app/recipe/13',
    );
    await expect(within(line).getByRole('link', { name: 'Lemon Drizzle Cake' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '6 eggs' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '1 tbsp baking powder' })).toBeVisible();
    await expect(canvas.getByText('added by hand')).toBeVisible();
    await expect(canvas.getByText('9 items to buy')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear checked (1)' })).toBeVisible();
  },
};

/** Checking a line off shows at once; "Clear checked" then removes both checked lines. */
export const CheckOffAndClear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '300 g butter' }));
    await expect(canvas.getByRole('checkbox', { name: '300 g butter' })).toBeChecked();
    await expect(canvas.getByText('8 items to buy')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear checked (2)' }, LAZY));
    await waitFor(
      () => expect(canvas.queryByRole('checkbox', { name: '300 g butter' })).toBeNull(),
      LAZY,
    );
    await expect(canvas.getByText('8 items to buy')).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: '6 eggs' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Clear checked/ })).toBeNull();
  },
};

/** A line typed by hand: "2 lemons" is filed under fruit and vegetables with its amount. */
export const AddTypedLine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.type(canvas.getByLabelText('Add an item'), '2 lemons{Enter}');
    await expect(await canvas.findByRole('checkbox', { name: '2 lemons' }, LAZY)).toBeVisible();
    await expect(canvas.getByLabelText('Add an item')).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(canvas.getByText('Please type what you need.')).toBeVisible();
  },
};

/** Editing a line in place: its amount, unit and name; Save answers the line as changed. */
export const EditLine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit sugar' }));
    const amount = canvas.getByLabelText('Amount');
    await expect(amount).toHaveValue('350');
    await expect(canvas.getByLabelText('Unit')).toHaveValue('g');
    await expect(canvas.getByLabelText('Item')).toHaveFocus();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1');
    await userEvent.clear(canvas.getByLabelText('Unit'));
    await userEvent.type(canvas.getByLabelText('Unit'), 'kg');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('checkbox', { name: '1 kg sugar' }, LAZY)).toBeVisible();
  },
};

/** "Pantry staples": salt and black pepper; adding olive oil, removing salt. */
export const PantryStaples: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pantry staples' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Pantry staples' }, LAZY));
    const staples = await dialog.findByRole('list', { name: 'Pantry staples' }, LAZY);
    await expect(
      within(staples)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['salt', 'black pepper']);
    await userEvent.type(dialog.getByLabelText('Add a staple'), 'olive oil{Enter}');
    await userEvent.click(dialog.getByRole('button', { name: 'Remove salt' }));
    await expect(
      within(staples)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['black pepper', 'olive oil']);
  },
};

/** Nothing on the list: what fills it, with the ways there. */
export const Empty: Story = {
  beforeEach() {
    db.shopping.clear();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await householdShown(canvas);
    await expect(await canvas.findByText('Your shopping list is empty', {}, LAZY)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the meal plan' })).toHaveAttribute(
      'href',
      '/app/plan',
    );
    await expect(canvas.getByLabelText('Add an item')).toBeVisible();
  },
};

/** German on a phone: the sections and the spoons as German recipes write them. */
export const GermanPhone: Story = {
  globals: { language: 'de', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await householdShown(canvas);
    await canvas.findByRole('heading', { level: 1, name: 'Einkaufsliste' }, LAZY);
    await expect(await canvas.findByRole('heading', { name: 'Obst & Gemüse' }, LAZY)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '1 EL baking powder' })).toBeVisible();
    await expect(canvas.getByText('9 Artikel zu kaufen')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Abgehakte entfernen (1)' })).toBeVisible();
  },
};

/** The list cannot be loaded: the message and "Try again". */
export const Error: Story = {
  parameters: { msw: { handlers: [failing('getShoppingList', 500)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await householdShown(canvas);
    await expect(
      await canvas.findByText('The shopping list could not be loaded.', {}, LAZY),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Waiting for the list. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pending('getShoppingList')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await householdShown(canvas);
    await expect(await canvas.findByText('Loading your shopping list', {}, LAZY)).toBeVisible();
  },
};

/**
 * No connection in the shop: a tick and a typed line show at once; the typed line is "Not saved
 * yet" and cannot be ticked, and the list says how many edits wait for the connection.
 */
export const OfflineEditsWaiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    onlineManager.setOnline(false);
    await userEvent.click(canvas.getByRole('checkbox', { name: '300 g butter' }));
    await userEvent.type(canvas.getByLabelText('Add an item'), '2 lemons');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(canvas.getByRole('checkbox', { name: '300 g butter' })).toBeChecked();
    const lemons = canvas.getByRole('checkbox', { name: '2 lemons' });
    await expect(lemons).toBeDisabled();
    await expect(lemons.closest('li')!).toHaveTextContent('Not saved yet');
    await expect(canvas.getByLabelText('Add an item')).toHaveValue('');
    await expect(
      canvas.getByText('2 changes will be saved when you are back online.'),
    ).toBeVisible();
  },
};

/** Back online: the waiting edits are saved in their order, and the list shows what was saved. */
export const BackOnlineEditsSaved: Story = {
  play: async (context) => {
    await OfflineEditsWaiting.play!(context);
    const canvas = within(context.canvasElement);
    onlineManager.setOnline(true);
    await waitFor(
      () => expect(canvas.queryByText(/will be saved when you are back online/)).toBeNull(),
      LAZY,
    );
    await waitFor(
      () => expect(canvas.getByRole('checkbox', { name: '2 lemons' })).toBeEnabled(),
      LAZY,
    );
    await expect(canvas.queryByText('Not saved yet')).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: '300 g butter' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Clear checked (2)' })).toBeVisible();
  },
};

/** German, offline on a phone. */
export const OfflineGermanPhone: Story = {
  globals: { language: 'de', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await householdShown(canvas);
    await canvas.findByRole('heading', { level: 1, name: 'Einkaufsliste' }, LAZY);
    await canvas.findByRole('heading', { level: 2, name: 'Vorräte' }, LAZY);
    onlineManager.setOnline(false);
    await userEvent.click(canvas.getByRole('checkbox', { name: '300 g butter' }));
    await expect(
      canvas.getByText('1 Änderung wird gespeichert, sobald du wieder online bist.'),
    ).toBeVisible();
  },
};

/**
 * The cook is a member of other_cook's household: the list is theirs (the cook's own waits until
 * they leave), and the header says so.
 */
export const SharedWithYou: Story = {
  beforeEach() {
    seedDb({
      households: [buildMembership(1, OTHER_COOK.id, COOK.id, true)],
      shopping: [
        {
          id: 900,
          user_id: OTHER_COOK.id,
          key: 'oat milk',
          name: 'oat milk',
          section: 'dairy_eggs',
          measures: [{ quantity: 2000, unit: 'ml' }],
          recipes: [],
          manual: true,
          checked_at: null,
          created_at: '2026-11-27T18:10:00Z',
        },
      ],
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await householdShown(canvas);
    await expect(
      await canvas.findByText("other_cook's plan and list, shared with you", {}, LAZY),
    ).toBeVisible();
    await expect(await canvas.findByRole('checkbox', { name: '2 l oat milk' }, LAZY)).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: '500 g plain flour' })).toBeNull();
  },
};

/** An invitation waits: the list says so under its title, and "Review" opens the household. */
export const HouseholdInvitation: Story = {
  beforeEach() {
    seedDb({
      households: [buildMembership(1, OTHER_COOK.id, COOK.id, false)],
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(
      await canvas.findByText('1 household invitation is waiting for your answer.', {}, LAZY),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Household, 1 invitation waiting' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Household' }, LAZY));
    await expect(await dialog.findByRole('button', { name: 'Accept' }, LAZY)).toBeVisible();
  },
};
