import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { activeChild, pausedChild, pendingChild, suspendedChild } from '../storybook/guardian';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { ChildCard } from './ChildCard';

const meta = {
  title: 'Guardians/ChildCard',
  component: ChildCard,
  argTypes: { headingLevel: { control: 'inline-radio', options: ['h2', 'h3'] } },
  args: { child: activeChild, headingLevel: 'h2' },
} satisfies Meta<typeof ChildCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const fact = (canvasElement: HTMLElement, term: string) => {
  const dt = within(canvasElement).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
};

/** An active child: the highest rating and today's reading against the limit. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Meera Rao' })).toBeVisible();
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(fact(canvasElement, 'Highest rating')).toBe('PG (Parental Guidance)');
    await expect(fact(canvasElement, 'Reading today')).toBe('12 of 30 minutes');
  },
};

/** A sign-up waiting for the guardian: no settings yet, just who is asking. */
export const Pending: Story = {
  args: { child: pendingChild },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for your answer')).toBeVisible();
    await expect(canvas.queryByText('Reading today')).toBeNull();
  },
};

/** A paused account says so at once; with no daily limit, the minutes say that too. */
export const Paused: Story = {
  args: { child: pausedChild },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Paused')).toBeVisible();
    await expect(fact(canvasElement, 'Reading today')).toBe('0 minutes (no limit)');
  },
};

/** Staff suspended the account: the guardian is told so, and still sees its limits. */
export const Suspended: Story = {
  args: { child: suspendedChild },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Suspended by IC Universe')).toBeVisible();
    await expect(fact(canvasElement, 'Reading today')).toBe('0 of 45 minutes');
  },
};

/** What the guardian can do goes under the facts. */
export const WithContent: Story = {
  args: { children: <p style={{ margin: 0 }}>Settings, activity and history go here.</p> },
};

export const Phone: Story = { ...PHONE_VIEWPORT };
