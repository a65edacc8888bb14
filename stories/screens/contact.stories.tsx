import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TEAM, TEAM_EMAIL } from '#src/content/team';
import ContactScreen from '#src/screens/contact/contact-screen';

const LAZY = { timeout: 10000 };
const SUCCESS = "Message Sent! We'll get back to you as soon as possible.";

const meta = {
  title: 'Screens/Contact',
  component: ContactScreen,
  parameters: { route: '/contact', scenario: 'anonymous' },
} satisfies Meta<typeof ContactScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, submit = true) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Name', {}, LAZY), 'Sam Cook');
  await userEvent.type(canvas.getByLabelText('Email'), 'sam@example.com');
  await userEvent.type(canvas.getByLabelText('Subject'), 'A recipe idea');
  await userEvent.type(canvas.getByLabelText('Message'), 'Could Sous suggest desserts too?');
  if (submit) await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Contact Us', level: 1 }, LAZY),
    ).toBeVisible();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      await expect(canvas.getByLabelText(label)).toBeRequired();
    }
    const hours = within(canvas.getByRole('region', { name: 'Support hours' }));
    await expect(hours.getByText('Within 24-48 h')).toBeVisible();
    await expect(hours.getByText('Mon-Fri 9-6 EST')).toBeVisible();
    await expect(hours.getByText('Limited support on weekends')).toBeVisible();
    const general = within(canvas.getByRole('region', { name: 'General inquiries' }));
    await expect(general.getByRole('link', { name: TEAM_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${TEAM_EMAIL}`,
    );
    const direct = within(canvas.getByRole('region', { name: 'Contact the team directly' }));
    for (const member of TEAM) {
      await expect(direct.getByRole('link', { name: member.email })).toBeVisible();
    }
  },
};

/**
 * The browser refuses an incomplete form; nothing is "sent". Asserted, not captured: what shows
 * is the browser's own validation bubble, which fades after a few seconds, over a page the
 * browser has scrolled to the field (so the sticky header lands wherever that scroll ended).
 */
export const RequiredFields: Story = {
  tags: ['animated'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send Message' }, LAZY));
    await expect(canvas.getByLabelText('Name')).toBeInvalid();
    await expect(canvas.queryByText(SUCCESS)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  },
};

/** Lasts 1.5 s, so no picture of it could be stable: asserted here, not captured. */
export const Sending: Story = {
  tags: ['animated'],
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(canvas.queryByText(SUCCESS)).toBeNull();
  },
};

/** Simulated: success after 1.5 s, no server call. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, false);
    const started = performance.now();
    const requests: string[] = [];
    const observer = new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => {
        if (entry.startTime >= started) requests.push(entry.name);
      }),
    );
    observer.observe({ type: 'resource' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(SUCCESS), {
      timeout: 4000,
    });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(1400);
    observer.disconnect();
    await expect(requests.filter((url) => url.includes('/api/'))).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Send another message' }));
    await expect(canvas.getByLabelText('Name')).toHaveValue('');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Contact Us', level: 1 }, LAZY),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Send Message' }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
