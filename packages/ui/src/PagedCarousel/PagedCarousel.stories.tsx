import { PAGING } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Card } from '../Card';
import { atViewport } from '../storybook/viewports';
import { demoCharacters, type DemoCharacter } from '../storybook/demoCast';
import { TextLink } from '../TextLink';
import { vars } from '../theme';
import { PagedCarousel, type PagedCarouselProps } from './PagedCarousel';

const Tile = styled(Card)`
  border-radius: ${vars.radius.md};

  [data-slot='figure'] {
    margin: 0;
  }
  [data-slot='image'] {
    width: 100%;
    aspect-ratio: 4 / 5;
    object-fit: cover;
  }
  [data-slot='caption'] {
    padding: ${vars.space[2]} ${vars.space[3]};
    font-weight: ${vars.fontWeight.black};
  }
`;

function renderCharacter(character: DemoCharacter) {
  return (
    <Tile padding="none">
      <figure data-slot="figure">
        <img data-slot="image" src={character.image} alt="" />
        <figcaption data-slot="caption">{character.name}</figcaption>
      </figure>
    </Tile>
  );
}

type Args = PagedCarouselProps<DemoCharacter>;

const meta = {
  title: 'Carousels/PagedCarousel',
  component: PagedCarousel<DemoCharacter>,
  argTypes: {
    defaultSize: { control: { type: 'number', min: 1 } },
    fadeMs: { control: { type: 'number', min: 0, step: 50 } },
    items: { control: false },
    renderItem: { control: false },
  },
  args: {
    label: 'Featured Characters',
    title: <h2>Featured Characters</h2>,
    action: <TextLink href="/characters">View All</TextLink>,
    items: demoCharacters(10),
    renderItem: renderCharacter,
    getKey: (character) => character.id,
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The slides shown, by their 'n of N' names. */
function shown(canvasElement: HTMLElement): string[] {
  const slides = within(canvasElement).queryAllByRole('group');
  return slides.map((slide) => slide.getAttribute('aria-label') ?? '');
}

function controls(canvasElement: HTMLElement) {
  const scope = within(canvasElement);
  return {
    region: scope.getByRole('region', { name: 'Featured Characters' }),
    previous: scope.getByRole('button', { name: 'Previous' }),
    next: scope.getByRole('button', { name: 'Next' }),
    dot: (n: number) => scope.getByRole('button', { name: `Go to page ${n}` }),
    dots: () => scope.queryAllByRole('button', { name: /^Go to page/ }),
  };
}

async function settled(canvasElement: HTMLElement, timeout = 1000) {
  await waitFor(() => expect(controls(canvasElement).next).not.toHaveAttribute('aria-disabled'), {
    timeout,
  });
}

/** At the default desktop width: four a page, three pages for ten items. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const { region, dots, dot, previous, next } = controls(canvasElement);
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(shown(canvasElement)).toEqual(['1 of 10', '2 of 10', '3 of 10', '4 of 10']);
    await expect(dots()).toHaveLength(3);
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await expect(previous).not.toHaveAttribute('aria-disabled');
    await expect(next).not.toHaveAttribute('aria-disabled');
    await expect(within(canvasElement).getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/characters',
    );
  },
};

export const Phone: Story = {
  ...atViewport('phone375'),
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    await expect(shown(canvasElement)).toEqual(['1 of 10']);
    // Ten dots would wrap beside the arrows: a counter stands in for them.
    const canvas = within(canvasElement);
    await expect(controls(canvasElement).dots()).toHaveLength(0);
    await expect(canvas.getByText('Page 1 of 10')).toBeInTheDocument();
    await userEvent.click(controls(canvasElement).next);
    await expect(shown(canvasElement)).toEqual(['2 of 10']);
    await expect(canvas.getByText('2 / 10')).toBeVisible();
  },
};

export const Tablet: Story = {
  ...atViewport('tablet800'),
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(800);
    await expect(shown(canvasElement)).toEqual(['1 of 10', '2 of 10']);
    await expect(controls(canvasElement).dots()).toHaveLength(5);
  },
};

export const Desktop: Story = {
  ...atViewport('desktop1280'),
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1280);
    await expect(shown(canvasElement)).toEqual(['1 of 10', '2 of 10', '3 of 10', '4 of 10']);
  },
};

/** On the first page, Previous wraps to the start of the last page. */
export const FirstPagePreviousWraps: Story = {
  play: async ({ canvasElement }) => {
    const { previous, dot } = controls(canvasElement);
    await userEvent.click(previous);
    await expect(shown(canvasElement)).toEqual(['9 of 10', '10 of 10']);
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');
    await expect(dot(1)).not.toHaveAttribute('aria-current');
  },
};

/** Next moves one page; during the fade every control is disabled and ignored. */
export const MiddlePageFadeBlocksControls: Story = {
  // A fade long enough that the clicks below surely land inside it on busy CI cores.
  args: { fadeMs: 2000 },
  play: async ({ canvasElement }) => {
    const { region, previous, next, dot } = controls(canvasElement);
    await userEvent.click(next);
    await expect(shown(canvasElement)).toEqual(['5 of 10', '6 of 10', '7 of 10', '8 of 10']);
    await expect(region).toHaveAttribute('data-fading');
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(dot(3)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await userEvent.click(dot(3));
    await expect(shown(canvasElement)[0]).toBe('5 of 10');
    await settled(canvasElement, 4000);
    await expect(region).not.toHaveAttribute('data-fading');
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  },
};

/** The fade length is a prop: at 800 ms the controls stay disabled at least that long. */
export const LongerFade: Story = {
  args: { fadeMs: 800 },
  play: async ({ canvasElement }) => {
    const { next } = controls(canvasElement);
    // Timed from before the click, so a slow machine can only lengthen what is measured.
    const started = performance.now();
    await userEvent.click(next);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(next).not.toHaveAttribute('aria-disabled'), { timeout: 2000 });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(800);
  },
};

/** The last page may be short; Next there wraps to the start. */
export const LastPageNextWraps: Story = {
  args: { fadeMs: 0 },
  play: async ({ canvasElement }) => {
    const { next, dot } = controls(canvasElement);
    await userEvent.click(dot(3));
    await expect(shown(canvasElement)).toEqual(['9 of 10', '10 of 10']);
    await settled(canvasElement);
    await userEvent.click(next);
    await expect(shown(canvasElement)).toEqual(['1 of 10', '2 of 10', '3 of 10', '4 of 10']);
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  },
};

/** Operable from the keyboard; the focused arrow keeps focus through the fade. */
export const Keyboard: Story = {
  args: { fadeMs: 100 },
  play: async ({ canvasElement }) => {
    const { previous, next } = controls(canvasElement);
    previous.focus();
    await userEvent.keyboard('{Enter}');
    await expect(shown(canvasElement)[0]).toBe('9 of 10');
    await expect(previous).toHaveFocus();
    await settled(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(shown(canvasElement)[0]).toBe('1 of 10');
  },
};

/** The blog carousel: 4 a page, 1 under 768 px. */
export const BlogCarousel: Story = {
  args: {
    label: 'Latest updates',
    title: <h2>Latest updates</h2>,
    action: <TextLink href="/all-news">View more</TextLink>,
    breakpoints: PAGING.blogBreakpoints,
    defaultSize: PAGING.blogDefault,
    items: demoCharacters(8),
  },
  ...atViewport('tablet800'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('group')).toHaveLength(4);
  },
};

export const BlogCarouselOnPhone: Story = {
  ...BlogCarousel,
  ...atViewport('phone375'),
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toEqual(['1 of 8']);
  },
};

/** Fewer items than a page: no arrows, no dots. */
export const SinglePage: Story = {
  args: { items: demoCharacters(3) },
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toHaveLength(3);
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const EmptyWithSlot: Story = {
  args: { items: [], empty: <p>Oops, no character found</p> },
  play: async ({ canvasElement }) => {
    const scope = within(canvasElement);
    await expect(scope.getByText('Oops, no character found')).toBeVisible();
    await expect(scope.queryByRole('region')).toBeNull();
  },
};

export const EmptyRendersNothing: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
    await expect(canvasElement).toHaveTextContent('');
  },
};
