import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import {
  CAROUSEL_DOTS_APPEARANCES,
  CarouselDots,
  MAX_DOTS,
  type CarouselDotsProps,
} from './CarouselDots';

const PAGES = ['Go to page 1', 'Go to page 2', 'Go to page 3', 'Go to page 4'];
const SLIDES = ['Heroes', 'Villains', 'Neither Side'];

/** Holds the current index, as a carousel does, and reports each pick. */
function Picker(props: CarouselDotsProps) {
  const [current, setCurrent] = useState(props.current);
  return (
    <CarouselDots
      {...props}
      current={current}
      onSelect={(index) => {
        props.onSelect(index);
        if (!props.blocked) setCurrent(index);
      }}
    />
  );
}

const meta = {
  title: 'Carousels/Parts/CarouselDots',
  component: CarouselDots,
  argTypes: {
    appearance: { control: 'inline-radio', options: CAROUSEL_DOTS_APPEARANCES },
    current: { control: { type: 'number', min: 0 } },
  },
  args: { labels: PAGES, current: 0, onSelect: fn() },
  render: (args) => <Picker {...args} />,
} satisfies Meta<typeof CarouselDots>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dots named for screen readers; a click picks a page and moves aria-current to it. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const dots = canvas.getAllByRole('button');
    await expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(PAGES);
    await expect(canvas.getByRole('button', { name: 'Go to page 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Go to page 3' }));
    await expect(args.onSelect).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Go to page 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Go to page 1' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** Beyond MAX_DOTS pages the dots give way to a counter, so the row never wraps on a phone. */
export const ManyPages: Story = {
  args: {
    labels: Array.from({ length: MAX_DOTS + 4 }, (_, index) => `Go to page ${index + 1}`),
    current: 2,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getByText(`Page 3 of ${MAX_DOTS + 4}`)).toBeInTheDocument();
    await expect(canvas.getByText(`3 / ${MAX_DOTS + 4}`)).toBeVisible();
  },
};

/** Pills show the slides' names and the list is named; Enter picks with the keyboard. */
export const Pills: Story = {
  args: { appearance: 'pill', labels: SLIDES, label: 'Choose a slide' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('list', { name: 'Choose a slide' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Heroes' })).toHaveTextContent('Heroes');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Villains' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(1);
    await expect(canvas.getByRole('button', { name: 'Villains' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** During a move the dots say they are unavailable, yet stay focusable and report the press. */
export const Blocked: Story = {
  args: { blocked: true, current: 1 },
  play: async ({ canvas, args }) => {
    const second = canvas.getByRole('button', { name: 'Go to page 2' });
    for (const dot of canvas.getAllByRole('button')) {
      await expect(dot).toHaveAttribute('aria-disabled', 'true');
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Go to page 4' }));
    await expect(args.onSelect).toHaveBeenCalledWith(3);
    await expect(second).toHaveAttribute('aria-current', 'true');
  },
};
