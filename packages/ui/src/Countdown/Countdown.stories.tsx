import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Countdown, COUNTDOWN_TONES } from './Countdown';

// Fixed clocks keep every story (and its screenshot) the same on every run.
const TARGET = new Date(2025, 9, 12);
const BEFORE = new Date(2025, 9, 9, 21, 45, 30);
const fixed = (date: Date) => () => date;

// A clock the play function moves by hand.
const stepped = { ms: 0 };
const steppedClock = () => new Date(TARGET.getTime() - 3_000 + stepped.ms);

const meta = {
  title: 'Site/Countdown',
  component: Countdown,
  argTypes: {
    tone: { control: 'inline-radio', options: COUNTDOWN_TONES },
    target: { control: false },
    now: { control: false },
  },
  args: { target: TARGET, now: fixed(BEFORE), tone: 'light' },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

function values(canvasElement: HTMLElement) {
  const nodes = canvasElement.querySelectorAll('[data-slot="value"]');
  return Array.from(nodes, (node) => node.textContent);
}

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Countdown to Oct 12, 2025' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '02Days',
      '02Hours',
      '14Minutes',
      '30Seconds',
    ]);
  },
};

/** The home banner's default: the spec's event, 12 Oct 2025 at local midnight. */
export const BeforeTheEvent: Story = {
  args: { target: undefined, now: fixed(new Date(2025, 9, 1, 8, 0, 0)) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: 'Countdown to Oct 12, 2025' })).toHaveAttribute(
      'data-state',
      'running',
    );
    await expect(values(canvasElement)).toEqual(['10', '16', '00', '00']);
  },
};

export const Ticking: Story = {
  args: { now: steppedClock, tickMs: 50 },
  beforeEach: () => {
    stepped.ms = 0;
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(values(canvasElement)).toEqual(['00', '00', '00', '03']);
    stepped.ms = 1_000;
    await waitFor(() => expect(values(canvasElement)).toEqual(['00', '00', '00', '02']));
    const status = canvasElement.querySelector('[aria-live="polite"]');
    // Ticks are not announced: the polite region stays empty until the end.
    await expect(status).toHaveTextContent('');
    stepped.ms = 5_000;
    await waitFor(() => expect(values(canvasElement)).toEqual(['00', '00', '00', '00']));
    await expect(status).toHaveTextContent('The countdown has ended.');
    await expect(canvas.getByRole('group')).toHaveAttribute('data-state', 'ended');
  },
};

export const AfterTheTarget: Story = {
  args: { now: fixed(new Date(2025, 10, 3, 18, 0, 0)) },
  play: async ({ canvasElement }) => {
    await expect(values(canvasElement)).toEqual(['00', '00', '00', '00']);
    await expect(within(canvasElement).getByRole('group')).toHaveAttribute('data-state', 'ended');
  },
};

export const Dark: Story = {
  args: { tone: 'dark' },
  decorators: [
    (Story) => (
      <div style={{ background: 'var(--ic-color-surfaceInverse)', padding: 24 }}>
        <Story />
      </div>
    ),
  ],
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(414);
    const units = canvasElement.querySelector('[data-slot="units"]');
    // The four units fit the phone's width side by side: nothing scrolls sideways.
    await expect(units?.scrollWidth).toBeLessThanOrEqual(units?.clientWidth ?? 0);
  },
};
