import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { ToastProvider } from '../Toast';
import { ShareLinks } from './ShareLinks';

const body = within(document.body);
const URL_TO_SHARE = 'https://icuniverse.example/news/5f1c2a7d9b3e4f6a8c0d1e2f';
const TITLE = 'Inside the monsoon issue of Night Watch';

const meta = {
  title: 'Discovery/ShareLinks',
  component: ShareLinks,
  args: { url: URL_TO_SHARE, title: TITLE, copy: fn(async () => undefined) },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof ShareLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A browser without the Web Share API (a desktop): Copy link copies the address and says so. */
export const Playground: Story = {
  args: { share: undefined },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: `Share ${TITLE}` });
    await userEvent.click(within(group).getByRole('button', { name: 'Copy link' }));
    await expect(args.copy).toHaveBeenCalledWith(URL_TO_SHARE);
    await expect(await body.findByText('Link copied')).toBeInTheDocument();
    const whatsApp = within(group).getByRole('link', { name: /WhatsApp/ });
    await expect(whatsApp.getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`${TITLE} ${URL_TO_SHARE}`)}`,
    );
    await expect(within(group).getByRole('link', { name: /^X/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** A phone: the device's own share sheet gets the title and the address. */
export const WithShareSheet: Story = {
  args: { share: fn(async () => undefined) },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Copy link' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(args.share).toHaveBeenCalledWith({ title: TITLE, url: URL_TO_SHARE });
  },
};

/** Closing the share sheet rejects; nothing is said and nothing breaks. */
export const ShareSheetClosed: Story = {
  args: { share: fn(async () => Promise.reject(new DOMException('Cancelled', 'AbortError'))) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(args.share).toHaveBeenCalled();
    await expect(body.queryByText('The link could not be copied')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Share' })).toBeEnabled();
  },
};

/** The clipboard refuses (permissions): the toast says so and shows the address to copy by hand. */
export const CopyRefused: Story = {
  args: { share: undefined, copy: fn(async () => Promise.reject(new Error('Denied'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(await body.findByText('The link could not be copied')).toBeInTheDocument();
    await waitFor(() => expect(body.getByText(URL_TO_SHARE)).toBeInTheDocument());
  },
};

export const OnAPhone: Story = { ...WithShareSheet, ...PHONE_VIEWPORT };
