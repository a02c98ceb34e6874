import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { MemberCode } from './MemberCode';

const meta = {
  title: 'Account/MemberCode',
  component: MemberCode,
  args: {
    code: 'ICU-7QK2M9TD',
    validUntil: '2026-12-23T08:00:00Z',
    shopHref: 'https://shop.example/',
    copy: fn(async () => {}),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MemberCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code, until when it works, and the shop (a new tab). Copy puts it on the clipboard. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Member code' })).toBeVisible();
    await expect(canvas.getByText('ICU-7QK2M9TD')).toBeVisible();
    await expect(canvas.getByText(/until Dec 23, 2026/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Go to the shop/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
    await expect(args.copy).toHaveBeenCalledWith('ICU-7QK2M9TD');
    await expect(canvas.getByRole('status')).toHaveTextContent(/Copied/);
  },
};

/** The browser refused the clipboard: the status says how to copy it by hand. */
export const CopyFailed: Story = {
  args: { copy: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(/copy it yourself/);
  },
};

/** Without a known end date, the code is simply said to work for members. */
export const WithoutEndDate: Story = {
  args: { validUntil: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/merchandise in the IC shop\.$/)).toBeVisible();
  },
};

/** No shop configured: the code can still be copied; there is no link to a dead host. */
export const WithoutShop: Story = {
  args: { shopHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copy code' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Phone: Story = { ...PHONE_VIEWPORT };
