import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyPages } from '../storybook/pages';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { ThumbnailStrip, type ThumbnailStripProps } from './ThumbnailStrip';

const thumbs = (count: number) =>
  storyPages(count).map(({ number, thumb, width, height }) => ({
    number,
    src: thumb,
    width,
    height,
  }));

function Kept(props: ThumbnailStripProps) {
  const [current, setCurrent] = useState(props.current);
  return (
    <ThumbnailStrip
      {...props}
      current={current}
      onSelect={(page) => {
        setCurrent([page]);
        props.onSelect(page);
      }}
    />
  );
}

const meta = {
  title: 'Comics/ThumbnailStrip',
  component: ThumbnailStrip,
  parameters: { layout: 'fullscreen' },
  args: { pages: thumbs(7), current: [1], onSelect: fn() },
  render: (args) => <Kept {...args} />,
} satisfies Meta<typeof ThumbnailStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every page, the one on screen marked; a tap picks another. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const strip = canvas.getByRole('navigation', { name: 'Pages' });
    await expect(within(strip).getAllByRole('button')).toHaveLength(7);
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
    await expect(args.onSelect).toHaveBeenCalledWith(5);
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A spread marks both of its pages. */
export const Spread: Story = {
  args: { current: [2, 3] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[aria-current="page"]')).toHaveLength(2);
  },
};

/** A long chapter on a phone scrolls sideways, keeping the current page in sight. */
export const LongChapterOnAPhone: Story = {
  ...PHONE_VIEWPORT,
  args: { pages: thumbs(24), current: [20] },
  play: async ({ canvas }) => {
    const strip = canvas.getByRole('navigation', { name: 'Pages' });
    await expect(strip.scrollWidth).toBeGreaterThan(strip.clientWidth);
    const current = canvas.getByRole('button', { name: 'Page 20' }).getBoundingClientRect();
    await expect(current.right).toBeLessThanOrEqual(strip.getBoundingClientRect().right + 1);
    await expect(current.left).toBeGreaterThanOrEqual(0);
  },
};
