import { FEEDBACK_MAX, MESSAGES } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    placeholder: { control: 'text' },
  },
  args: { label: 'Feedback', onBlur: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several lines, taller than a text field; nothing is coloured before the first blur. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const feedback = canvas.getByRole('textbox', { name: 'Feedback' });
    await userEvent.type(feedback, 'Page 4 shows twice.{Enter}And page 5 is missing.');
    await expect(feedback).toHaveValue('Page 4 shows twice.\nAnd page 5 is missing.');
    await expect(feedback.getBoundingClientRect().height).toBeGreaterThanOrEqual(128);
    await expect(canvasElement.querySelector('[data-touched]')).toBeNull();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const WithHint: Story = {
  args: { label: 'Cover letter', hint: 'Why this role, and what you would bring to it' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Cover letter' })).toHaveAccessibleDescription(
      'Why this role, and what you would bring to it',
    );
  },
};

/** Required and left empty: touched after blur, but the browser objects, so no tick. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas, canvasElement }) => {
    const feedback = canvas.getByRole('textbox', { name: 'Feedback' });
    await expect(feedback).toBeRequired();
    await userEvent.click(feedback);
    await userEvent.tab();
    const root = canvasElement.querySelector('[data-touched]');
    await expect(root).not.toBeNull();
    await expect(root).not.toHaveAttribute('data-valid');
  },
};

/** Touched and valid: the same green box and tick as every other field. */
export const TouchedValid: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Feedback' }), 'More Storm!');
    await userEvent.tab();
    await expect(canvasElement.querySelector('[data-slot="field"]')).toHaveAttribute('data-valid');
    await expect(canvasElement.querySelector('[data-slot="field-valid-mark"]')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { required: true, error: MESSAGES.feedbackRequired },
  play: async ({ canvas }) => {
    const feedback = canvas.getByRole('textbox', { name: 'Feedback' });
    await expect(feedback).toHaveAttribute('aria-invalid', 'true');
    await expect(feedback).toHaveAccessibleDescription(MESSAGES.feedbackRequired);
  },
};

export const HintAndError: Story = {
  args: {
    hint: `Up to ${FEEDBACK_MAX} characters.`,
    error: MESSAGES.feedbackTooLong,
    defaultValue: 'A very long letter…',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(
      `Up to ${FEEDBACK_MAX} characters. ${MESSAGES.feedbackTooLong}`,
    );
  },
};

/** The length limit is the browser's: typing stops at it. */
export const MaxLength: Story = {
  args: { maxLength: 10 },
  play: async ({ canvas }) => {
    const feedback = canvas.getByRole('textbox');
    await userEvent.type(feedback, 'Twelve chars');
    await expect(feedback).toHaveValue('Twelve cha');
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'Sent on 12 March.' },
  play: async ({ canvas }) => {
    const feedback = canvas.getByRole('textbox');
    await userEvent.type(feedback, 'x');
    await expect(feedback).toHaveValue('Sent on 12 March.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Sending…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};
