import { ACCESS_MESSAGES, DISPLAY_NAME_MAX, DONATION_PRESETS, MESSAGES } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DonationPanel } from './DonationPanel';

const meta = {
  title: 'Commerce/DonationPanel',
  component: DonationPanel,
  argTypes: {
    defaultSupportType: { control: 'inline-radio', options: ['one-time', 'monthly'] },
    defaultPreset: { control: 'select', options: [null, ...DONATION_PRESETS] },
  },
  args: { onDonate: fn(), onSupportTypeChange: fn(), submitting: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DonationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const preset = (canvas: Canvas, name: string) => canvas.getByRole('button', { name });
const amountField = (canvas: Canvas) =>
  canvas.getByRole('textbox', { name: 'Or enter your own amount' });
const donate = (canvas: Canvas) => canvas.getByRole('button', { name: 'Donate Now' });

/** One-time by default; the six presets are toggle buttons and a preset donates its amount. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'One-time' })).toBeChecked();
    const group = canvas.getByRole('group', { name: 'Choose an amount' });
    const buttons = within(group).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      '₹500',
      '₹1,000',
      '₹1,500',
      '₹2,000',
      '₹2,500',
      '₹3,000',
    ]);
    await expect(buttons.every((b) => b.getAttribute('aria-pressed') === 'false')).toBe(true);
    await userEvent.click(preset(canvas, '₹2,000'));
    await expect(preset(canvas, '₹2,000')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(donate(canvas));
    await waitFor(() =>
      expect(args.onDonate).toHaveBeenCalledWith({
        supportType: 'one-time',
        amount: 2000,
        displayName: '',
      }),
    );
  },
};

export const PresetClearsCustomAmount: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(amountField(canvas), '750');
    await userEvent.click(preset(canvas, '₹1,000'));
    await expect(amountField(canvas)).toHaveValue('');
    await expect(preset(canvas, '₹1,000')).toHaveAttribute('aria-pressed', 'true');
  },
};

export const CustomAmountClearsPreset: Story = {
  args: { defaultPreset: 2500 },
  play: async ({ canvas, args }) => {
    await expect(preset(canvas, '₹2,500')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(amountField(canvas), '4');
    await expect(preset(canvas, '₹2,500')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.type(amountField(canvas), '00');
    await userEvent.click(donate(canvas));
    await waitFor(() =>
      expect(args.onDonate).toHaveBeenCalledWith({
        supportType: 'one-time',
        amount: 400,
        displayName: '',
      }),
    );
  },
};

/** The rupee sign, commas and spaces are stripped before the amount is read. */
export const TypedAmountIsParsed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(amountField(canvas), '₹ 1,25,000');
    await userEvent.click(donate(canvas));
    await waitFor(() =>
      expect(args.onDonate).toHaveBeenCalledWith({
        supportType: 'one-time',
        amount: 125000,
        displayName: '',
      }),
    );
  },
};

/** No amount, zero or text: the alert says so and nothing is sent. Changing the amount clears it. */
export const InvalidAmount: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(donate(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MESSAGES.invalidAmount);

    for (const typed of ['0', '₹ 0,00', 'lots', '12.50']) {
      await userEvent.clear(amountField(canvas));
      await userEvent.type(amountField(canvas), typed);
      await expect(canvas.queryByRole('alert')).toBeNull();
      await userEvent.click(donate(canvas));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        'Please select or enter a valid amount.',
      );
    }
    await expect(args.onDonate).not.toHaveBeenCalled();

    await userEvent.click(preset(canvas, '₹500'));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Monthly asks for a display name (at most 30, blank means anonymous) and offers Gold. */
export const Monthly: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('textbox', { name: 'Display name' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Monthly' }));
    await expect(args.onSupportTypeChange).toHaveBeenCalledWith('monthly');

    const name = canvas.getByRole('textbox', { name: 'Display name' });
    await expect(name).toHaveAccessibleDescription(/Leave it blank to appear as Anonymous/);
    await expect(name).toHaveAttribute('maxlength', String(DISPLAY_NAME_MAX));
    await userEvent.type(name, 'Captain Chai of the Eternal Storm League');
    await expect(name).toHaveValue('Captain Chai of the Eternal St');

    const gold = canvas.getByRole('region', { name: 'Become a Gold member' });
    await expect(
      within(gold)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Your name on our page', 'Free Ultimate subscription']);
    await userEvent.click(preset(canvas, '₹1,500'));
    await userEvent.click(donate(canvas));
    await waitFor(() =>
      expect(args.onDonate).toHaveBeenCalledWith({
        supportType: 'monthly',
        amount: 1500,
        displayName: 'Captain Chai of the Eternal St',
      }),
    );
  },
};

export const MonthlyAnonymous: Story = {
  args: { defaultSupportType: 'monthly', defaultPreset: 500 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Display name' })).toHaveValue('');
    await userEvent.click(donate(canvas));
    await waitFor(() =>
      expect(args.onDonate).toHaveBeenCalledWith({
        supportType: 'monthly',
        amount: 500,
        displayName: '',
      }),
    );
  },
};

/** The radios are one tab stop; arrow keys switch the type. */
export const KeyboardToggle: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('radio', { name: 'One-time' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Display name' })).toBeVisible();
  },
};

/** One-time: 1500 or more lights up 2 months of free Ultimate; less does not. */
export const OneTimePerkAt1500: Story = {
  play: async ({ canvas }) => {
    const perk = canvas.getByRole('region', { name: '2 months of free Ultimate' });
    await userEvent.click(preset(canvas, '₹1,000'));
    await expect(perk).not.toHaveAttribute('data-earned');
    await expect(within(perk).queryByText('Unlocked with this amount!')).toBeNull();
    await userEvent.click(preset(canvas, '₹1,500'));
    await expect(perk).toHaveAttribute('data-earned');
    await expect(within(perk).getByText('Unlocked with this amount!')).toBeVisible();
    await userEvent.type(amountField(canvas), '1499');
    await expect(perk).not.toHaveAttribute('data-earned');
  },
};

export const MonthlyGoldEarned: Story = {
  args: { defaultSupportType: 'monthly', defaultPreset: 1500 },
  play: async ({ canvas }) => {
    const gold = canvas.getByRole('region', { name: 'Become a Gold member' });
    await expect(gold).toHaveAttribute('data-earned');
  },
};

/** While sending, the button spins and a second press sends nothing. */
export const Submitting: Story = {
  args: { submitting: true, defaultPreset: 1000 },
  play: async ({ canvas, args }) => {
    const button = donate(canvas);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await userEvent.type(amountField(canvas), '900{Enter}');
    await expect(args.onDonate).not.toHaveBeenCalled();
  },
};

/** A child account: the panel says a guardian must give, and offers nothing to press. */
export const ForAChild: Story = {
  args: { purchaseNote: ACCESS_MESSAGES.guardianMustBuy, title: 'Support Us' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Support Us' })).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent(ACCESS_MESSAGES.guardianMustBuy);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};
