import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { StepTimer } from '#src/features/cook/components/step-timer';
import { advanceClock, freezeClock } from '#src/lib/clock';

const HEADING = 'Simmer the curry';
const START = Date.UTC(2025, 9, 17, 18, 0, 0);

const meta = {
  title: 'Features/Cook/StepTimer',
  component: StepTimer,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { seconds: 600, heading: HEADING, stepIndex: 0 },
  // Time stands still unless a story moves it: the countdown reads the deadline against now().
  beforeEach: () => freezeClock(START),
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StepTimer>;
export default meta;
type Story = StoryObj<typeof meta>;

const clock = (canvasElement: HTMLElement) => within(canvasElement).getByRole('timer');
const live = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-live="polite"]') as HTMLElement;

/** A fresh timer: the full duration, Start, and Reset disabled. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(clock(canvasElement)).toHaveTextContent('10:00');
    await expect(clock(canvasElement)).toHaveAccessibleName('Time remaining: 10 minutes');
    await expect(canvas.getByRole('button', { name: `Start timer: ${HEADING}` })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: `Reset timer: ${HEADING}` })).toBeDisabled();
  },
};

/** Running: counts down from its deadline as the clock moves. */
export const Running: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Start timer: ${HEADING}` }));
    await expect(live(canvasElement)).toHaveTextContent(`Timer started: 10 minutes for ${HEADING}`);
    advanceClock(65_000);
    await waitFor(() => expect(clock(canvasElement)).toHaveTextContent('8:55'));
    await expect(canvas.getByRole('button', { name: `Pause timer: ${HEADING}` })).toBeEnabled();
    await expect(canvasElement.querySelector('[data-timer-state]')).toHaveAttribute(
      'data-timer-state',
      'running',
    );
  },
};

/** Paused after a minute: the time stands while the clock moves on; Start reads Resume. */
export const Paused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Start timer: ${HEADING}` }));
    advanceClock(60_000);
    await waitFor(() => expect(clock(canvasElement)).toHaveTextContent('9:00'));
    await userEvent.click(canvas.getByRole('button', { name: `Pause timer: ${HEADING}` }));
    await expect(live(canvasElement)).toHaveTextContent('Timer paused: 9 minutes left');
    advanceClock(120_000);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(clock(canvasElement)).toHaveTextContent('9:00');
    await expect(canvas.getByRole('button', { name: `Resume timer: ${HEADING}` })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: `Reset timer: ${HEADING}` })).toBeEnabled();
  },
};

/** Reset returns to the full duration, paused. */
export const Reset: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Start timer: ${HEADING}` }));
    advanceClock(90_000);
    await waitFor(() => expect(clock(canvasElement)).toHaveTextContent('8:30'));
    await userEvent.click(canvas.getByRole('button', { name: `Reset timer: ${HEADING}` }));
    await expect(clock(canvasElement)).toHaveTextContent('10:00');
    await expect(canvas.getByRole('button', { name: `Start timer: ${HEADING}` })).toBeEnabled();
    advanceClock(30_000);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(clock(canvasElement)).toHaveTextContent('10:00');
    await expect(live(canvasElement)).toHaveTextContent('Timer reset to 10 minutes');
  },
};

/** At zero: 0:00, "Time's up!", and the spec's console warning. */
export const Expired: Story = {
  args: { seconds: 30 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const warn = spyOn(console, 'warn').mockImplementation(() => undefined);
    await userEvent.click(canvas.getByRole('button', { name: `Start timer: ${HEADING}` }));
    advanceClock(31_000);
    await waitFor(() => expect(clock(canvasElement)).toHaveTextContent('0:00'));
    await expect(canvas.getByText("Time's up!")).toBeVisible();
    await waitFor(() => expect(warn).toHaveBeenCalledWith(`Timer finished: ${HEADING}`));
    await expect(warn).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(live(canvasElement)).toHaveTextContent(`Time's up: ${HEADING}`));
    await expect(canvas.getByRole('button', { name: `Start timer: ${HEADING}` })).toBeEnabled();
    await expect(canvasElement.querySelector('[data-timer-state]')).toHaveAttribute(
      'data-timer-state',
      'expired',
    );
  },
};
