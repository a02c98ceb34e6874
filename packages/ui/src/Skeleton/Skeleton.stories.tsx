import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  LOADING_LABEL,
  Skeleton,
  SKELETON_RATIOS,
  SKELETON_VARIANTS,
  SkeletonText,
} from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  argTypes: {
    variant: { control: 'inline-radio', options: SKELETON_VARIANTS },
    ratio: { control: 'inline-radio', options: SKELETON_RATIOS },
  },
  args: { variant: 'card', ratio: 'portrait' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Screen readers hear 'Loading…' once; the grey shapes are hidden from them. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(LOADING_LABEL);
    const shapes = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(shapes).not.toBeNull();
    await expect(shapes).not.toHaveTextContent(LOADING_LABEL);
  },
};

export const Text: Story = {
  args: { variant: 'text' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
};

export const Image: Story = {
  args: { variant: 'image', ratio: 'wide' },
  play: async ({ canvasElement }) => {
    const shape = canvasElement.querySelector('.variant-image') as HTMLElement;
    const { width, height } = shape.getBoundingClientRect();
    await expect(Math.round((width / height) * 9)).toBe(16);
  },
};

export const Circle: Story = { args: { variant: 'circle' } };

/** The keyframes a running animation of `element` (or its pseudo-element) steps through. */
function animatedProperties(element: Element, pseudo: string): string[] {
  const name = getComputedStyle(element, pseudo).animationName;
  const rule = [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .find(
      (found): found is CSSKeyframesRule =>
        found instanceof CSSKeyframesRule && found.name === name,
    );
  return [...(rule?.cssRules ?? [])].flatMap((frame) => [...(frame as CSSKeyframeRule).style]);
}

/**
 * The shine moves by transform alone, which the compositor animates: a moving background would
 * repaint every skeleton on the main thread each frame while the page's script starts.
 */
export const ShineOffTheMainThread: Story = {
  args: { variant: 'text' },
  play: async ({ canvasElement }) => {
    const shape = canvasElement.querySelector('.variant-text') as HTMLElement;
    await expect(getComputedStyle(shape).animationName).toBe('none');
    await expect(new Set(animatedProperties(shape, '::after'))).toEqual(new Set(['transform']));
  },
};

/** Lines of text, the last one shorter. */
export const TextLines: Story = {
  render: () => <SkeletonText lines={4} />,
  play: async ({ canvasElement }) => {
    const lines = canvasElement.querySelectorAll('.variant-text');
    await expect(lines).toHaveLength(4);
    const first = (lines[0] as HTMLElement).getBoundingClientRect().width;
    const last = (lines[3] as HTMLElement).getBoundingClientRect().width;
    await expect(last).toBeLessThan(first);
  },
};

/** A grid of card skeletons says 'Loading…' once: the others pass label={null}. */
export const Group: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 16 }}>
      <Skeleton {...args} label="Loading featured characters…" />
      <Skeleton {...args} label={null} />
      <Skeleton {...args} label={null} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading featured characters…');
  },
};
