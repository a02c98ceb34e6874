import { ACCESS_MESSAGES, RATINGS, type ChapterLock } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BADGE_SIZES } from '../Badge';
import { LockBadge, LOCK_REASONS } from './LockBadge';

const UNTIL = '2026-12-01T10:00:00.000Z';

const meta = {
  title: 'Comics/LockBadge',
  component: LockBadge,
  argTypes: {
    lock: { control: 'object' },
    rating: { control: 'inline-radio', options: RATINGS },
    size: { control: 'inline-radio', options: BADGE_SIZES },
  },
  args: { lock: { reason: 'members' }, rating: 'G', size: 'sm' },
} satisfies Meta<typeof LockBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A members-only chapter: the lock and 'Members only', in capitals on screen but read as words. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText(ACCESS_MESSAGES.membersOnly);
    await expect(badge).toHaveAttribute('data-lock', 'members');
    await expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Signed out, a members chapter says the same: logging in is the paywall's to explain. */
export const SignIn: Story = {
  args: { lock: { reason: 'sign-in' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ACCESS_MESSAGES.membersOnly)).toBeVisible();
  },
};

/** Early access names the day it turns free, on the India calendar. */
export const EarlyAccess: Story = {
  args: { lock: { reason: 'early-until', until: UNTIL } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Free on Dec 1, 2026')).toBeVisible();
  },
};

/** Above a child's ceiling: the comic's rating. */
export const Rating: Story = {
  args: { lock: { reason: 'rating' }, rating: 'T' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rated T')).toBeVisible();
  },
};

export const TimeLimit: Story = {
  args: { lock: { reason: 'time-limit' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ACCESS_MESSAGES.timeLimit)).toBeVisible();
  },
};

export const Paused: Story = {
  args: { lock: { reason: 'paused' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ACCESS_MESSAGES.paused)).toBeVisible();
  },
};

const EVERY_LOCK: ChapterLock[] = LOCK_REASONS.map((reason) =>
  reason === 'early-until' ? { reason, until: UNTIL } : { reason },
);

/** Every reason side by side, in the medium size too. */
export const AllReasons: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      {EVERY_LOCK.map((lock) => (
        <LockBadge key={lock.reason} {...args} lock={lock} rating="T" />
      ))}
    </div>
  ),
  args: { size: 'md' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-lock]')).toHaveLength(LOCK_REASONS.length);
  },
};
