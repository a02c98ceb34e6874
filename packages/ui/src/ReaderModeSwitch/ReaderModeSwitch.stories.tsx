import { READING_MODES } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ReaderModeSwitch, type ReaderModeSwitchProps } from './ReaderModeSwitch';

function Kept(props: ReaderModeSwitchProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ReaderModeSwitch
      {...props}
      value={value}
      onChange={(mode) => {
        setValue(mode);
        props.onChange(mode);
      }}
    />
  );
}

const meta = {
  title: 'Comics/ReaderModeSwitch',
  component: ReaderModeSwitch,
  argTypes: { value: { control: 'inline-radio', options: READING_MODES } },
  args: { value: 'paged', onChange: fn() },
  render: (args) => <Kept {...args} />,
  // The reader's dark frame, where the switch lives.
  decorators: [
    (Story) => (
      <div data-reader="" style={{ padding: 16, background: '#15121f', color: '#fff' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReaderModeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three modes as radios under one name; choosing one tells the reader. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Reading mode' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Single page' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Vertical scroll' }));
    await expect(args.onChange).toHaveBeenCalledWith('vertical');
    await expect(canvas.getByRole('radio', { name: 'Vertical scroll' })).toBeChecked();
  },
};

/** Arrow keys move between the modes, as in any radio group. */
export const Keyboard: Story = {
  args: { value: 'double' },
  play: async ({ canvas, args }) => {
    canvas.getByRole('radio', { name: 'Two pages' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenCalledWith('vertical');
  },
};

/** Where two pages do not fit, the reader may offer only the other two. */
export const WithoutSpreads: Story = {
  args: { modes: ['paged', 'vertical'] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    await expect(canvas.queryByRole('radio', { name: 'Two pages' })).toBeNull();
  },
};
