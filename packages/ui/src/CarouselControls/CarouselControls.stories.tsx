import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { CarouselDots } from '../CarouselDots';
import {
  CAROUSEL_CONTROLS_GAPS,
  CarouselArrow,
  CarouselControls,
  CarouselPauseButton,
} from './CarouselControls';

const TEAMS = ['UI/UX', 'Story', 'Art', 'Tech'];

type Args = {
  gap: (typeof CAROUSEL_CONTROLS_GAPS)[number];
  blocked: boolean;
  /** Automatic rotation was asked for and motion is allowed. */
  rotating: boolean;
  onMove: (index: number) => void;
};

/** A whole control bar over four teams: arrows wrap around, dots pick, pause toggles. */
function TeamControls({ gap, blocked, rotating, onMove }: Args) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const show = (index: number) => {
    const wrapped = (index + TEAMS.length) % TEAMS.length;
    onMove(wrapped);
    if (!blocked) setCurrent(wrapped);
  };
  return (
    <>
      <p>Showing {TEAMS[current]}</p>
      <CarouselControls gap={gap}>
        <CarouselArrow
          direction="previous"
          label="Previous team"
          blocked={blocked}
          onClick={() => show(current - 1)}
        />
        <CarouselDots
          labels={TEAMS.map((team) => `Show team ${team}`)}
          current={current}
          blocked={blocked}
          onSelect={show}
        />
        <CarouselArrow
          direction="next"
          label="Next team"
          blocked={blocked}
          onClick={() => show(current + 1)}
        />
        <CarouselPauseButton
          rotation={{ enabled: rotating, paused, togglePaused: () => setPaused((value) => !value) }}
          noun="team"
        />
      </CarouselControls>
    </>
  );
}

const meta = {
  title: 'Carousels/Parts/CarouselControls',
  component: TeamControls,
  argTypes: { gap: { control: 'inline-radio', options: CAROUSEL_CONTROLS_GAPS } },
  args: { gap: 'md', blocked: false, rotating: true, onMove: fn() },
} satisfies Meta<typeof TeamControls>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Previous wraps to the last team, Next to the first; the pause button names what it does. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Previous team' }));
    await expect(args.onMove).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByText('Showing Tech')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next team' }));
    await expect(canvas.getByText('Showing UI/UX')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show team Art' }));
    await expect(canvas.getByText('Showing Art')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Pause team rotation' }));
    await expect(canvas.getByRole('button', { name: 'Start team rotation' })).toBeVisible();
  },
};

/** At an end or during a fade the arrows grey out but keep focus, so Enter again does no harm. */
export const Blocked: Story = {
  args: { blocked: true },
  play: async ({ canvas, args }) => {
    const next = canvas.getByRole('button', { name: 'Next team' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Previous team' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(next).toHaveFocus();
    await expect(args.onMove).toHaveBeenCalledWith(1);
    await expect(canvas.getByText('Showing UI/UX')).toBeVisible();
  },
};

/** The tight, wrapping bar under the hero's named pills. */
export const Tight: Story = {
  args: { gap: 'sm' },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector<HTMLElement>('[data-slot="controls"]');
    await expect(bar && getComputedStyle(bar).flexWrap).toBe('wrap');
  },
};

/** Without rotation (none asked for, or reduced motion) there is nothing to pause. */
export const WithoutRotation: Story = {
  args: { rotating: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /rotation/ })).toBeNull();
    await expect(canvas.getAllByRole('button')).toHaveLength(6);
  },
};
