import { HIRING_STEPS } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { HIRING_STEP_HEADINGS, HiringProcess } from './HiringProcess';

const DESCRIPTIONS = [
  'Pick a role and tell us about yourself.',
  'An artist or engineer from the team reads every application.',
  'A friendly call, and a small task close to the real work.',
  'Your first week: a desk, a buddy and your first panel.',
];

const meta = {
  title: 'Careers/HiringProcess',
  component: HiringProcess,
  argTypes: { headingLevel: { control: 'inline-radio', options: HIRING_STEP_HEADINGS } },
  args: {
    steps: HIRING_STEPS.map((title, index) => ({ title, description: DESCRIPTIONS[index] })),
    headingLevel: 'h3',
  },
} satisfies Meta<typeof HiringProcess>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four steps in order, each numbered by the ordered list. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Hiring steps' });
    await expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    await expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Apply',
      'Review',
      'Interview',
      'Onboarding',
    ]);
  },
};

/** Titles alone, when a page has no room for the descriptions. */
export const TitlesOnly: Story = {
  args: { steps: HIRING_STEPS.map((title) => ({ title })) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(canvas.queryByText(DESCRIPTIONS[0] ?? '')).toBeNull();
  },
};

/** Side by side on a wide screen. */
export const Wide: Story = {
  play: async ({ canvas }) => {
    const [first, , , last] = canvas.getAllByRole('listitem');
    await expect(last?.getBoundingClientRect().top).toBe(first?.getBoundingClientRect().top);
  },
};

/** Stacked on a phone. */
export const OnAPhone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second?.getBoundingClientRect().top).toBeGreaterThan(
      first?.getBoundingClientRect().bottom ?? 0,
    );
  },
};
