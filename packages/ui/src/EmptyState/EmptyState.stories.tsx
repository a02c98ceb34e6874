import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { ICON_NAMES } from '../Icon';
import { TextLink } from '../TextLink';
import { EMPTY_STATE_HEADINGS, EmptyState } from './EmptyState';

const clearSearch = fn();

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  argTypes: {
    icon: { control: 'select', options: ICON_NAMES },
    headingLevel: { control: 'inline-radio', options: EMPTY_STATE_HEADINGS },
    title: { control: 'text' },
    message: { control: 'text' },
  },
  args: {
    icon: 'search',
    title: 'Oops, no character found',
    message: 'Try another name, or clear the search to see every hero and villain.',
    action: <Button onClick={clearSearch}>Clear search</Button>,
    headingLevel: 'h2',
  },
  beforeEach: () => {
    clearSearch.mockClear();
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The character browser's empty result: a heading, a message and a way out, by mouse or keyboard. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Oops, no character found' }),
    ).toBeVisible();
    const action = canvas.getByRole('button', { name: 'Clear search' });
    await userEvent.tab();
    await expect(action).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(action);
    await expect(clearSearch).toHaveBeenCalledTimes(2);
  },
};

/** Careers with no openings: no action. */
export const NoJobs: Story = {
  args: {
    icon: 'calendar',
    title: 'No jobs available',
    message: 'We are always hiring: check back soon.',
    action: undefined,
    headingLevel: 'h3',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'No jobs available' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A link as the action. */
export const WithLink: Story = {
  args: {
    icon: 'book',
    title: 'No chapters yet',
    message: 'This comic’s first chapter is on its way.',
    action: <TextLink href="/comics">Browse comics</TextLink>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Browse comics' })).toHaveAttribute(
      'href',
      '/comics',
    );
  },
};

/** Title only: the icon and message are optional. */
export const TitleOnly: Story = {
  args: { icon: undefined, message: undefined, action: undefined, title: 'Nothing here yet' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toBeNull();
    await expect(canvasElement.querySelector('p')).toBeNull();
  },
};
