import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EMPTY_STATE_HEADINGS } from '../EmptyState';
import { TextLink } from '../TextLink';
import { NotAllowed, NOT_ALLOWED_TEXT } from './NotAllowed';

const meta = {
  title: 'Studio/NotAllowed',
  component: NotAllowed,
  argTypes: {
    title: { control: 'text' },
    message: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: EMPTY_STATE_HEADINGS },
  },
  args: { action: <TextLink href="/">Back to the site</TextLink> },
} satisfies Meta<typeof NotAllowed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's one heading says what happened; the link is the way out. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      NOT_ALLOWED_TEXT.title,
    );
    await expect(canvas.getByText(NOT_ALLOWED_TEXT.message)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the site' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

/** Inside a studio screen that has its own h1: one level down, with a link to what is allowed. */
export const InsideAScreen: Story = {
  args: {
    headingLevel: 'h2',
    message: 'Moderation is for moderators. Your account can edit comics, blogs and jobs.',
    action: <TextLink href="/studio/comics">Go to comics</TextLink>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      NOT_ALLOWED_TEXT.title,
    );
    await expect(canvas.getByRole('link', { name: 'Go to comics' })).toBeVisible();
  },
};

export const WithoutAction: Story = {
  args: { action: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
