import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { LinkProvider } from '../LinkProvider';
import { navigatedTo, RecordingLink } from '../storybook/recordingLink';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { READER_LAYOUT_FITS, ReaderLayout } from './ReaderLayout';

const meta = {
  title: 'Comics/ReaderLayout',
  component: ReaderLayout,
  parameters: { layout: 'fullscreen' },
  argTypes: { fit: { control: 'inline-radio', options: READER_LAYOUT_FITS } },
  args: {
    title: 'Chapter 2: A City Holds Its Breath',
    backHref: '/comicChap/7/chapters',
    children: (
      <p style={{ margin: 'auto', padding: 24, textAlign: 'center' }}>
        What the reader shows goes here: the pages, a paywall or a child&apos;s screen.
      </p>
    ),
  },
  decorators: [
    (Story) => (
      <LinkProvider component={RecordingLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  beforeEach: () => {
    navigatedTo.mockClear();
  },
} satisfies Meta<typeof ReaderLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dark frame: the back arrow (named for screen readers) and the chapter's title as the heading. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: args.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to chapters' }));
    await expect(navigatedTo).toHaveBeenCalledWith(args.backHref);
  },
};

/** The series above the chapter, and actions at the right (the reader's settings, save for offline). */
export const WithSeriesAndActions: Story = {
  args: {
    series: 'Rise of the Eternal Storm',
    actions: <Button size="sm">Save for offline</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rise of the Eternal Storm')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save for offline' })).toBeVisible();
  },
};

/** A long title stays on one line with an ellipsis; the whole of it is the tooltip. */
export const LongTitle: Story = {
  ...PHONE_VIEWPORT,
  args: {
    title: 'Chapter 12: When the Monsoon Wind Turned and Every Kite over the Old City Flew Home',
  },
  play: async ({ canvas, args }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveAttribute('title', args.title);
    await expect(heading.scrollWidth).toBeGreaterThan(heading.clientWidth);
  },
};

/** Content taller than the screen makes the page longer: the document scrolls, as anywhere else. */
export const WithFooter: Story = {
  args: {
    children: (
      <div style={{ padding: 24, display: 'grid', gap: 16 }}>
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index} style={{ margin: 0 }}>
            Panel {index + 1}
          </p>
        ))}
      </div>
    ),
    footer: (
      <div role="toolbar" aria-label="Reader controls" style={{ padding: 16 }}>
        Controls
      </div>
    ),
  },
  play: async ({ canvas }) => {
    const toolbar = canvas.getByRole('toolbar', { name: 'Reader controls' });
    await expect(toolbar.getBoundingClientRect().top).toBeGreaterThan(window.innerHeight);
  },
};

/**
 * Fitted to the screen (the PageReader's frame): the footer stays at the bottom edge and the
 * content's own scrolling region holds what is taller.
 */
export const FitScreen: Story = {
  args: {
    fit: 'screen',
    children: (
      <div style={{ flex: 1, minHeight: 0, overflow: 'auto', padding: 24 }}>
        <Button>A control at the top of a very tall page</Button>
        <div style={{ height: 2000 }} />
      </div>
    ),
    footer: WithFooter.args?.footer,
  },
  play: async ({ canvas }) => {
    const toolbar = canvas.getByRole('toolbar', { name: 'Reader controls' });
    await expect(Math.round(toolbar.getBoundingClientRect().bottom)).toBe(window.innerHeight);
  },
};
