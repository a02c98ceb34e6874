import { heroArt } from '@ic/art';
import type { HeroSlide } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '../storybook/viewports';
import { HeroCarousel, HeroCarouselSkeleton } from './HeroCarousel';

const HOME_SLIDES: HeroSlide[] = [
  {
    key: 'storm',
    label: 'Eternal Storm',
    title: 'Rise of the Eternal Storm',
    subtitle: 'New series',
    description:
      'When the monsoon refuses to end, a young weather-reader learns the clouds are listening.',
    image: heroArt(1, true),
    button: 'Read Now',
  },
  {
    key: 'vajra',
    label: 'Vajra Kid',
    title: 'Vajra Kid Returns',
    subtitle: 'Chapter 12',
    description: 'A lightning-fast courier races a rival crew across the rooftops of old Pune.',
    image: heroArt(2, true),
    button: 'Read Now',
  },
  {
    key: 'nilambari',
    label: 'Nilambari',
    title: 'The Blue Sky Pact',
    subtitle: 'Fan favourite',
    description: 'Nilambari signs a treaty with the wind and finds out what the small print costs.',
    image: heroArt(3, true),
    button: 'Read Now',
  },
  {
    key: 'shade',
    label: 'Bhairav Shade',
    title: 'Shadows Over Kashi',
    subtitle: 'Villain arc',
    description: 'The city lamps go out one ghat at a time. Someone is collecting the light.',
    image: heroArt(4, true),
    button: 'Read Now',
  },
  {
    key: 'spark',
    label: 'Pavan Spark',
    title: 'Spark Academy',
    subtitle: 'Coming soon',
    description:
      'Twelve kids, one old tram depot and a teacher who was once the fastest hero alive.',
    image: heroArt(5, true),
    button: 'Read Now',
  },
];

const HUB_SLIDES: HeroSlide[] = [
  { ...HOME_SLIDES[0]!, key: 'heroes', label: 'Heroes', title: 'Heroes', button: 'Explore Heroes' },
  { ...HOME_SLIDES[2]!, key: 'middle', label: 'Middle', title: 'Neither Side', button: 'Explore' },
  {
    ...HOME_SLIDES[3]!,
    key: 'villains',
    label: 'Villains',
    title: 'Villains',
    button: 'Explore Villains',
  },
];

const meta = {
  title: 'Carousels/HeroCarousel',
  component: HeroCarousel,
  argTypes: {
    transitionMs: { control: { type: 'number', min: 0, step: 100 } },
    autoplayMs: { control: { type: 'number', min: 0, step: 500 } },
    titleAs: { control: 'inline-radio', options: ['h1', 'h2'] },
    slides: { control: false },
  },
  args: { slides: HOME_SLIDES, onAction: fn(), label: 'Featured stories' },
} satisfies Meta<typeof HeroCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

function parts(canvasElement: HTMLElement) {
  const scope = within(canvasElement);
  return {
    region: scope.getByRole('region', { name: 'Featured stories' }),
    selector: (name: string) => scope.getByRole('button', { name }),
    /** Only the shown slide is exposed: the others are inert and hidden. */
    visibleSlides: () => scope.getAllByRole('group'),
    slideElements: () =>
      Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-slot="slide"]')),
  };
}

export const Playground: Story = {
  play: async ({ canvasElement, canvas }) => {
    const { region, selector, visibleSlides, slideElements } = parts(canvasElement);
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(visibleSlides()).toHaveLength(1);
    await expect(visibleSlides()[0]).toHaveAttribute('aria-label', '1 of 5');
    await expect(visibleSlides()[0]).toHaveAttribute('aria-roledescription', 'slide');
    await expect(canvas.getByRole('heading', { name: 'Rise of the Eternal Storm' })).toBeVisible();
    await expect(selector('Eternal Storm')).toHaveAttribute('aria-current', 'true');
    await expect(slideElements().filter((slide) => slide.inert)).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: /rotation/ })).toBeNull();
  },
};

/** A selector button picks its slide; the slide's button reports that slide. */
export const SelectorPicksTheSlide: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    const { selector, visibleSlides } = parts(canvasElement);
    await userEvent.click(selector('Nilambari'));
    await expect(selector('Nilambari')).toHaveAttribute('aria-current', 'true');
    await expect(selector('Eternal Storm')).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(visibleSlides()).toHaveLength(1));
    await expect(visibleSlides()[0]).toHaveAttribute('aria-label', '3 of 5');
    await expect(canvas.getByRole('heading', { name: 'The Blue Sky Pact' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Read Now' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith(HOME_SLIDES[2]);
  },
};

/** The change of slide takes 500 ms (the hero slider speed); the prop overrides it. */
export const TransitionTiming: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = parts(canvasElement).slideElements();
    await expect(getComputedStyle(first!).transitionDuration.split(', ')[0]).toBe('0.5s');
    await userEvent.click(parts(canvasElement).selector('Vajra Kid'));
    await expect(second).toHaveAttribute('data-state', 'active');
    // Mid-way the old slide is still fading out: both are on screen for the transition.
    await expect(Number(getComputedStyle(first!).opacity)).toBeGreaterThan(0);
    await waitFor(() => expect(getComputedStyle(first!).visibility).toBe('hidden'));
  },
};

export const FastTransition: Story = {
  args: { transitionMs: 200 },
  play: async ({ canvasElement }) => {
    const [first] = parts(canvasElement).slideElements();
    await expect(getComputedStyle(first!).transitionDuration.split(', ')[0]).toBe('0.2s');
  },
};

export const StartsOnAnotherSlide: Story = {
  args: { initialIndex: 4 },
  play: async ({ canvasElement }) => {
    await expect(parts(canvasElement).selector('Pavan Spark')).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** Under 1024 px the art sits above the text. */
export const PhoneStacked: Story = {
  ...atViewport('phone375'),
  play: async ({ canvasElement }) => {
    const [first] = parts(canvasElement).slideElements();
    await expect(getComputedStyle(first!).flexDirection).toBe('column');
  },
};

export const TabletStacked: Story = {
  ...atViewport('tablet800'),
  play: async ({ canvasElement }) => {
    const [first] = parts(canvasElement).slideElements();
    await expect(getComputedStyle(first!).flexDirection).toBe('column');
  },
};

/** From 1024 px the text and the art sit side by side. */
export const DesktopSideBySide: Story = {
  ...atViewport('desktop1280'),
  play: async ({ canvasElement }) => {
    const [first] = parts(canvasElement).slideElements();
    await expect(getComputedStyle(first!).flexDirection).toBe('row-reverse');
  },
};

/** Keyboard: only the shown slide's button is reachable, then the selectors. */
export const Keyboard: Story = {
  args: { transitionMs: 0 },
  play: async ({ canvasElement, canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Read Now' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith(HOME_SLIDES[0]);
    await userEvent.tab();
    await userEvent.tab();
    await expect(parts(canvasElement).selector('Vajra Kid')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { name: 'Vajra Kid Returns' })).toBeVisible();
  },
};

/** Autoplay is opt-in: it moves on its own, and the pause button stops it. */
export const Autoplay: Story = {
  args: { autoplayMs: 300, transitionMs: 0 },
  // Which slide a screenshot catches depends on the machine's speed; Default shows the look.
  parameters: { visual: false },
  play: async ({ canvasElement, canvas }) => {
    const { selector } = parts(canvasElement);
    await waitFor(() => expect(selector('Eternal Storm')).not.toHaveAttribute('aria-current'));
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slide rotation' }));
    const play = canvas.getByRole('button', { name: 'Start slide rotation' });
    play.blur();
    await userEvent.unhover(play);
    const shown = canvasElement.querySelector('[aria-current="true"]')?.textContent;
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(canvasElement.querySelector('[aria-current="true"]')).toHaveTextContent(
      shown ?? '',
    );
  },
};

/** Hovering the carousel holds the slide while autoplay is on; leaving resumes. */
export const AutoplayPausesOnHover: Story = {
  args: { autoplayMs: 250, transitionMs: 0 },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const { region } = parts(canvasElement);
    const currentLabel = () => canvasElement.querySelector('[aria-current="true"]')?.textContent;
    await userEvent.hover(region);
    const held = currentLabel();
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(currentLabel()).toBe(held);
    await userEvent.unhover(region);
    await waitFor(() => expect(currentLabel()).not.toBe(held));
  },
};

/** The characters hub: three slides (heroes, middle, villains). */
export const CharacterHub: Story = {
  args: { slides: HUB_SLIDES, titleAs: 'h1', label: 'Featured stories' },
  play: async ({ canvasElement, canvas }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Heroes' })).toBeVisible();
  },
};

export const NoSlides: Story = {
  args: { slides: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

/** While the slides load: the same frame with grey parts, announced as loading. */
export const Loading: Story = {
  render: () => <HeroCarouselSkeleton label="Loading the stories…" />,
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('status');
    await expect(frame).toHaveAttribute('aria-busy', 'true');
    await expect(frame).toHaveTextContent('Loading the stories…');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The frame is about as tall as the slides it stands for, so the page does not jump (phone). */
export const LoadingKeepsItsPlace: Story = {
  ...atViewport('phone375'),
  parameters: { ...atViewport('phone375').parameters, visual: false },
  render: (args) => (
    <>
      <HeroCarouselSkeleton />
      <HeroCarousel {...args} label="Loaded slides" />
    </>
  ),
  play: async ({ canvas }) => {
    const loaded = () =>
      canvas.getByRole('region', { name: 'Loaded slides' }).getBoundingClientRect().height;
    await waitFor(() => expect(loaded()).toBeGreaterThan(200));
    const ratio = canvas.getByRole('status').getBoundingClientRect().height / loaded();
    await expect(ratio).toBeGreaterThan(0.85);
    await expect(ratio).toBeLessThan(1.15);
  },
};
