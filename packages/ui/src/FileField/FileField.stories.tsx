import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FileField } from './FileField';

const meta = {
  title: 'Primitives/FileField',
  component: FileField,
  argTypes: { label: { control: 'text' }, hint: { control: 'text' }, error: { control: 'text' } },
  args: {
    label: 'CV',
    hint: 'Optional: one PDF, at most 5 MB',
    accept: 'application/pdf,.pdf',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the picker, the hint describes it, and a chosen file reaches onChange. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText(/^CV/);
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAccessibleDescription('Optional: one PDF, at most 5 MB');
    await userEvent.upload(input, new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
    await expect(args.onChange).toHaveBeenCalled();
    await expect((input as HTMLInputElement).files?.[0]?.name).toBe('cv.pdf');
  },
};

/** A refused file: the message is read with the field. */
export const WithError: Story = {
  args: { error: 'Your CV must be a PDF file.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^CV/)).toHaveAccessibleDescription(
      expect.stringContaining('Your CV must be a PDF file.'),
    );
  },
};
