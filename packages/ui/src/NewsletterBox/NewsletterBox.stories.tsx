import { MESSAGES } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import {
  NEWSLETTER_BOX_HEADINGS,
  NEWSLETTER_STATUSES,
  NewsletterBox,
  type NewsletterBoxProps,
  type NewsletterStatus,
} from './NewsletterBox';

const subscribe = fn();

const meta = {
  title: 'Forms/NewsletterBox',
  component: NewsletterBox,
  argTypes: {
    status: { control: 'inline-radio', options: NEWSLETTER_STATUSES },
    headingLevel: { control: 'inline-radio', options: NEWSLETTER_BOX_HEADINGS },
    title: { control: 'text' },
    text: { control: 'text' },
    message: { control: 'text' },
  },
  args: {
    title: 'Never miss a chapter',
    text: 'New comics, events and behind-the-scenes sketches, once a month in your inbox.',
    status: 'idle',
    headingLevel: 'h2',
    onSubscribe: subscribe,
  },
  beforeEach: () => {
    subscribe.mockClear();
  },
} satisfies Meta<typeof NewsletterBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The field has the spec's placeholder and a label; a valid address is handed over cleaned. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(field).toHaveAttribute('placeholder', 'Join Us, Write your mail');
    await userEvent.type(field, '  Reader@Example.COM ');
    await userEvent.keyboard('{Enter}');
    await expect(subscribe).toHaveBeenCalledWith('reader@example.com');
  },
};

/** A wrong address is refused with the shared message and never handed over. */
export const InvalidEmail: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(field, 'not an email');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(MESSAGES.invalidEmail);
    await expect(subscribe).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The thanks replaces the form, inside a status region. */
export const Success: Story = {
  args: { status: 'success', message: 'Thanks for subscribing!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Thanks for subscribing!');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** The server's reason, as an alert under the form, which stays for another try. */
export const Failure: Story = {
  args: { status: 'error', message: MESSAGES.tryAgain },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.tryAgain);
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeEnabled();
  },
};

function Wired(args: NewsletterBoxProps) {
  const [status, setStatus] = useState<NewsletterStatus>('idle');
  return (
    <NewsletterBox
      {...args}
      status={status}
      message="Thanks for subscribing!"
      onSubscribe={(email) => {
        args.onSubscribe?.(email);
        setStatus('submitting');
        setTimeout(() => setStatus('success'), 50);
      }}
    />
  );
}

/** The whole round trip: submit, busy, thanks; focus moves to the thanks, not to the page. */
export const RoundTrip: Story = {
  render: (args) => <Wired {...args} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox'), 'fan@example.in');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    const thanks = await canvas.findByText('Thanks for subscribing!');
    await waitFor(() => expect(thanks).toHaveFocus());
    await expect(subscribe).toHaveBeenCalledWith('fan@example.in');
  },
};

export const OnAPhone: Story = { ...PHONE_VIEWPORT };
