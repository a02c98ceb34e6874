import { heroArt } from '@ic/art';
import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { atViewport } from '../storybook/viewports';
import { vars } from '../theme';
import { SCROLL_ROW_ITEM_WIDTHS, ScrollRow } from './ScrollRow';

const ComicCard = styled.button`
  display: flex;
  flex-direction: column;
  width: 12.5rem;
  padding: 0;
  overflow: hidden;
  border: ${vars.size.border} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.comic};
  text-align: left;
  cursor: pointer;

  img {
    width: 100%;
    aspect-ratio: 3 / 4;
    object-fit: cover;
  }
  span {
    padding: ${vars.space[2]} ${vars.space[3]};
    font-weight: ${vars.fontWeight.black};
  }
  &:disabled {
    cursor: not-allowed;
  }
  &:disabled span {
    background: ${vars.color.disabled};
    color: ${vars.color.onDisabled};
  }
`;

const TITLES = [
  'Eternal Storm',
  'Vajra Kid',
  'Blue Sky Pact',
  'Shadows Over Kashi',
  'Spark Academy',
  'Iron Dhruv',
  'Moonlit Rudrani',
  'Sitara Bolt',
];

/** Like the Fan Favourites row: the newest two are readable, the rest are UPCOMING. */
function comics(count: number, onOpen: (title: string) => void) {
  return TITLES.slice(0, count).map((title, index) => (
    <ComicCard key={title} type="button" disabled={index >= 2} onClick={() => onOpen(title)}>
      <img src={heroArt(index + 1)} alt="" />
      <span>{index >= 2 ? `${title} · UPCOMING` : title}</span>
    </ComicCard>
  ));
}

const openComic = fn();
const viewMore = fn();

const meta = {
  title: 'Carousels/ScrollRow',
  component: ScrollRow,
  argTypes: {
    stepPx: { control: { type: 'number', min: 20, step: 20 } },
    itemWidth: { control: 'inline-radio', options: SCROLL_ROW_ITEM_WIDTHS },
    children: { control: false },
  },
  args: {
    label: 'Fan Favourites',
    title: <h2>Fan Favourites</h2>,
    action: (
      <Button variant="secondary" size="sm" onClick={viewMore}>
        VIEW MORE
      </Button>
    ),
    children: comics(8, openComic),
  },
} satisfies Meta<typeof ScrollRow>;

export default meta;
type Story = StoryObj<typeof meta>;

function parts(canvasElement: HTMLElement) {
  const scope = within(canvasElement);
  const viewport = canvasElement.querySelector<HTMLElement>('[data-slot="viewport"]');
  if (!viewport) throw new Error('The row has no viewport');
  return {
    viewport,
    left: scope.getByRole('button', { name: 'Scroll left' }),
    right: scope.getByRole('button', { name: 'Scroll right' }),
  };
}

const maxScroll = (viewport: HTMLElement) => viewport.scrollWidth - viewport.clientWidth;

/** Smooth scrolling takes longer on a busy machine than the default 1 s wait. */
const SCROLL_WAIT = { timeout: 3000 };

/** Scroll positions may be fractional: the end is within a pixel of the maximum. */
const atMax = (viewport: HTMLElement) =>
  expect(maxScroll(viewport) - viewport.scrollLeft).toBeLessThanOrEqual(1);

/** Left is disabled at the start; each right press moves 260 px, and left comes back. */
export const Playground: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Fan Favourites' })).toBeVisible();
    const { viewport, left, right } = parts(canvasElement);
    await expect(left).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(right).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(right);
    await waitFor(() => expect(viewport.scrollLeft).toBe(260), SCROLL_WAIT);
    await expect(left).not.toHaveAttribute('aria-disabled');
    await userEvent.click(left);
    await waitFor(() => expect(viewport.scrollLeft).toBe(0), SCROLL_WAIT);
    await expect(left).toHaveAttribute('aria-disabled', 'true');
  },
};

/** At the far end the right arrow is disabled and ignored. */
export const AtTheEnd: Story = {
  play: async ({ canvasElement }) => {
    const { viewport, right, left } = parts(canvasElement);
    await waitFor(() => expect(right).not.toHaveAttribute('aria-disabled'));
    viewport.scrollLeft = maxScroll(viewport);
    await waitFor(() => expect(right).toHaveAttribute('aria-disabled', 'true'));
    await expect(left).not.toHaveAttribute('aria-disabled');
    await userEvent.click(right);
    await atMax(viewport);
  },
};

/** The last step stops at the end rather than overshooting. */
export const LastStepStopsAtTheEnd: Story = {
  args: { stepPx: 600 },
  play: async ({ canvasElement }) => {
    const { viewport, right } = parts(canvasElement);
    await waitFor(() => expect(right).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(right);
    await waitFor(() => expect(viewport.scrollLeft).toBe(600), SCROLL_WAIT);
    await userEvent.click(right);
    await waitFor(() => expect(right).toHaveAttribute('aria-disabled', 'true'), SCROLL_WAIT);
    await atMax(viewport);
  },
};

export const CustomStep: Story = {
  args: { stepPx: 100 },
  play: async ({ canvasElement }) => {
    const { viewport, right } = parts(canvasElement);
    await waitFor(() => expect(right).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(right);
    await waitFor(() => expect(viewport.scrollLeft).toBe(100), SCROLL_WAIT);
  },
};

/** Everything fits: no arrows (they would lead nowhere), and the items stay. */
export const FitsWithoutScrolling: Story = {
  args: { children: comics(2, openComic) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('button', { name: /^Scroll/ })).toBeNull());
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Keyboard: the arrows are reachable and keep focus; items are list items that take focus. */
export const Keyboard: Story = {
  play: async ({ canvasElement, canvas }) => {
    const { viewport, right } = parts(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    await waitFor(() => expect(right).not.toHaveAttribute('aria-disabled'));
    right.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(viewport.scrollLeft).toBe(260), SCROLL_WAIT);
    await expect(right).toHaveFocus();
    // Back past the UPCOMING comics, which cannot be opened, to the newest readable one.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Vajra Kid' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(openComic).toHaveBeenLastCalledWith('Vajra Kid');
  },
};

export const ViewMoreAction: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'VIEW MORE' }));
    await expect(viewMore).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  ...atViewport('phone375'),
  play: async ({ canvasElement }) => {
    const { viewport, right } = parts(canvasElement);
    await expect(viewport.clientWidth).toBeLessThan(375);
    await waitFor(() => expect(right).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(right);
    await waitFor(() => expect(viewport.scrollLeft).toBe(260), SCROLL_WAIT);
  },
};

/** Items that fill their box (full-width cards) get the row's width: every item is as wide. */
export const ItemWidth: Story = {
  args: {
    itemWidth: 'md',
    children: TITLES.slice(0, 4).map((title) => (
      <div key={title} style={{ border: '3px solid', padding: 8 }}>
        {title}
      </div>
    )),
  },
  play: async ({ canvas }) => {
    const widths = canvas.getAllByRole('listitem').map((item) => item.offsetWidth);
    await expect(new Set(widths).size).toBe(1);
    // 14rem, the theme's narrowest card.
    await expect(widths[0]).toBe(224);
  },
};
