import { characterArt } from '@ic/art';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { PowerSelector, type Power } from './PowerSelector';

const POWERS: Power[] = [
  {
    name: 'Flame Conjuring',
    imageUrl: characterArt('1', '#c81e3a', 'square'),
    alt: 'Agnira using Flame Conjuring',
  },
  {
    name: 'Heat Sight',
    imageUrl: characterArt('2', '#ffc832', 'square'),
    alt: 'Agnira using Heat Sight',
  },
  {
    name: 'Phoenix Recovery',
    imageUrl: characterArt('3', '#1a4fd6', 'square'),
    alt: 'Agnira using Phoenix Recovery',
  },
];

const meta = {
  title: 'Characters/PowerSelector',
  component: PowerSelector,
  argTypes: { defaultIndex: { control: 'inline-radio', options: [0, 1, 2] } },
  args: { powers: POWERS, defaultIndex: 0, onChange: fn() },
} satisfies Meta<typeof PowerSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

const pressed = (button: HTMLElement) => button.getAttribute('aria-pressed');

/** Three buttons switch one picture; the pressed button is the power on screen. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const [first, second, third] = canvas.getAllByRole('button');
    if (!first || !second || !third) throw new Error('three power buttons expected');
    await expect([first, second, third].map(pressed)).toEqual(['true', 'false', 'false']);
    await expect(canvas.getByRole('img')).toHaveAccessibleName('Agnira using Flame Conjuring');

    await userEvent.click(third);
    await expect(canvas.getByRole('img')).toHaveAccessibleName('Agnira using Phoenix Recovery');
    await expect(pressed(third)).toBe('true');
    await expect(pressed(first)).toBe('false');
    await expect(args.onChange).toHaveBeenCalledWith(2);
  },
};

/** Keyboard: Tab to a power, Enter or Space shows it. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Heat Sight' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Heat Sight', { selector: 'figcaption' })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('img')).toHaveAccessibleName('Agnira using Phoenix Recovery');
  },
};

/** A power without a picture keeps the frame and reads N/A. */
export const MissingPicture: Story = {
  args: {
    powers: [POWERS[0], { ...POWERS[1], imageUrl: '' }, POWERS[2]].filter(
      (power): power is Power => power !== undefined,
    ),
    defaultIndex: 1,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('N/A')).toBeVisible();
  },
};

/** On a phone the buttons wrap above the picture. */
export const Phone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Flame Conjuring' }).getBoundingClientRect();
    const picture = canvas.getByRole('img').getBoundingClientRect();
    await expect(picture.top).toBeGreaterThan(button.bottom);
  },
};
