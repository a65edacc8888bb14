import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { seedDb } from '#mocks/db';
import { buildMembership as membership } from '#mocks/factories';
import { buildUser } from '#mocks/factories/user';
import { failing, pending } from '#mocks/overrides';
import { COOK, OTHER_COOK } from '#mocks/scenarios';
import { HouseholdDialog } from '#src/features/household/components/household-dialog';

const LAZY = { timeout: 10000 };

/** A third Sous user, for a household of three. */
const ben = () => buildUser({ id: 3, username: 'ben_k', email: 'ben@example.com' });

/**
 * "Household" (issue 30 item 3), opened from the meal plan or the shopping list: the cook
 * (chef_anna) invites other Sous users by username to share the plan, the list and the pantry
 * staples; answers invitations; leaves or removes.
 */
const meta = {
  title: 'Features/Household/Household dialog',
  component: HouseholdDialog,
  args: { open: true, onOpenChange: () => undefined },
} satisfies Meta<typeof HouseholdDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement, name = 'Household') => {
  const body = within(canvasElement.ownerDocument.body);
  return within(await body.findByRole('dialog', { name }, LAZY));
};

/** Nobody shares yet: what sharing means, and the invitation form. */
export const NobodyYet: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByText('Nobody else yet.', {}, LAZY)).toBeVisible();
    await expect(dialog.getByLabelText('Invite by username')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Invite' }));
    await expect(dialog.getByText('Please type a username.')).toBeVisible();
  },
};

/** Inviting the other cook: they are listed as invited, and the status says how they accept. */
export const Invited: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(
      await dialog.findByLabelText('Invite by username', {}, LAZY),
      'Other_Cook{Enter}',
    );
    await expect(
      await dialog.findByText('other_cook is invited. They accept it under Household.', {}, LAZY),
    ).toBeVisible();
    await expect(dialog.getByText('Invited')).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: 'Take back the invitation to other_cook' }),
    ).toBeVisible();
    await expect(dialog.getByLabelText('Invite by username')).toHaveValue('');
  },
};

/** A username nobody has: the server's words, as an alert. */
export const UnknownUsername: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(
      await dialog.findByLabelText('Invite by username', {}, LAZY),
      'nobody_here{Enter}',
    );
    await expect(await dialog.findByRole('alert', {}, LAZY)).toHaveTextContent(
      'No Sous user has this username',
    );
    await expect(dialog.getByLabelText('Invite by username')).toHaveValue('nobody_here');
  },
};

/** A household of three: other_cook accepted, ben_k not yet; each can be removed. */
export const WithMembers: Story = {
  beforeEach() {
    seedDb({
      users: [ben()],
      households: [membership(1, COOK.id, OTHER_COOK.id, true), membership(2, COOK.id, 3, false)],
    });
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const members = within(await dialog.findByRole('list', {}, LAZY));
    await expect(members.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'other_cookMember',
      'ben_kInvited',
    ]);
  },
};

/** Removing a member: they are gone from the list (and see their own plan and list again). */
export const MemberRemoved: Story = {
  beforeEach: WithMembers.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const members = within(await dialog.findByRole('list', {}, LAZY));
    await userEvent.click(
      dialog.getByRole('button', { name: 'Remove other_cook from your household' }),
    );
    await waitFor(
      () =>
        expect(
          dialog.queryByRole('button', { name: 'Remove other_cook from your household' }),
        ).toBeNull(),
      LAZY,
    );
    await expect(members.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'ben_kInvited',
    ]);
  },
};

/** other_cook invites the cook: accept (the plan and list become theirs) or decline. */
export const InvitationWaiting: Story = {
  beforeEach() {
    seedDb({ households: [membership(1, OTHER_COOK.id, COOK.id, false)] });
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(
      await dialog.findByText(
        'other_cook invites you to share their meal plan and shopping list.',
        {},
        LAZY,
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Decline' })).toBeVisible();
  },
};

/** Accepting: the status says whose plan and list the cook now shares, with the way out. */
export const Accepted: Story = {
  beforeEach: InvitationWaiting.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: 'Accept' }, LAZY));
    await expect(
      await dialog.findByText("You now share other_cook's meal plan and shopping list.", {}, LAZY),
    ).toBeVisible();
    await expect(
      dialog.getByText(
        "You share other_cook's meal plan, shopping list and pantry staples. Your own come back when you leave.",
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Leave household' })).toBeVisible();
    await expect(dialog.queryByLabelText('Invite by username')).toBeNull();
  },
};

/** A member leaves: their own plan and list are back, and they can invite again. */
export const Left: Story = {
  beforeEach() {
    seedDb({ users: [ben()], households: [membership(1, OTHER_COOK.id, COOK.id, true)] });
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: 'Leave household' }, LAZY));
    await expect(
      await dialog.findByText('You left the household. Your own plan and list are back.', {}, LAZY),
    ).toBeVisible();
    await expect(dialog.getByLabelText('Invite by username')).toBeVisible();
  },
};

/** German on a phone: an invitation waiting while the cook already shares their own household. */
export const GermanPhone: Story = {
  globals: { language: 'de', viewport: { value: 'phone' } },
  beforeEach() {
    seedDb({
      users: [ben()],
      households: [membership(1, OTHER_COOK.id, COOK.id, false), membership(2, COOK.id, 3, true)],
    });
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Haushalt');
    await userEvent.click(await dialog.findByRole('button', { name: 'Annehmen' }, LAZY));
    await expect(await dialog.findByRole('alert', {}, LAZY)).toHaveTextContent(
      'Entferne die Mitglieder und Einladungen deines eigenen Haushalts, bevor du einem anderen beitrittst.',
    );
    await expect(dialog.getByText('Mitglied')).toBeVisible();
  },
};

/** Waiting for the household: a spinner under the title, named for screen readers. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pending('getHousehold')] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByRole('status', {}, LAZY)).toHaveTextContent(
      'Loading your household',
    );
    await expect(dialog.queryByLabelText('Invite by username')).toBeNull();
  },
};

/** The household cannot be read: said so, with "Try again". */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('getHousehold', 500)] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(
      await dialog.findByText('Your household could not be loaded.', {}, LAZY),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
