import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { UpiAutopaySetup } from './UpiAutopaySetup';

const onNext = fn();

const meta = {
  title: 'Checkout/UpiAutopaySetup',
  component: UpiAutopaySetup,
  argTypes: { defaultUpiId: { control: 'text' } },
  args: { onNext },
  beforeEach: () => {
    onNext.mockClear();
  },
} satisfies Meta<typeof UpiAutopaySetup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing an app shows what happens next; a valid UPI ID goes on with the app. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'PhonePe' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'PhonePe will ask you to approve the AutoPay mandate after you confirm.',
    );
    await expect(canvas.getByRole('button', { name: 'PhonePe' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /UPI ID/ }), 'asha@okaxis');
    await userEvent.click(canvas.getByRole('button', { name: 'NEXT' }));
    await waitFor(() =>
      expect(onNext).toHaveBeenCalledWith({ app: 'PhonePe', upiId: 'asha@okaxis' }),
    );
  },
};

/** A UPI ID without the bank part is refused with the domain's message. */
export const InvalidUpiId: Story = {
  args: { defaultUpiId: 'asha' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'NEXT' }));
    const upiId = canvas.getByRole('textbox', { name: /UPI ID/ });
    await expect(await canvas.findByText('Enter a valid UPI ID, such as name@bank')).toBeVisible();
    await expect(upiId).toHaveFocus();
    await expect(onNext).not.toHaveBeenCalled();
    // Corrected, the message goes as it is typed.
    await userEvent.type(upiId, '@okaxis');
    await expect(upiId).not.toHaveAttribute('aria-invalid');
  },
};
