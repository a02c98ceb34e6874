import { READER } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LinkProvider } from '../LinkProvider';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { PdfReader, type PdfReaderProps } from './PdfReader';
import { storyPdfUrl } from './storyPdf';
import { navigatedTo, RecordingLink } from '../storybook/recordingLink';

/** Holds the page like the reader screen does (there, in the address). */
function Controlled(args: PdfReaderProps) {
  const [page, setPage] = useState(args.page);
  return (
    <PdfReader
      {...args}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
    />
  );
}

const SAMPLE = storyPdfUrl({ title: 'The Kite Festival', pages: 4 });
// Not a PDF at all: pdf.js refuses it, as it would a damaged upload.
const BROKEN = `data:application/pdf;base64,${btoa('this is not a pdf')}`;
const TIMEOUT = { timeout: 12000 };

const meta = {
  title: 'Comics/PdfReader',
  component: PdfReader,
  render: (args) => <Controlled key={`${args.file}-${args.page}`} {...args} />,
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    initialZoom: { control: 'select', options: READER.zoomSteps },
  },
  args: {
    file: SAMPLE,
    title: 'Chapter 1: The Kite Festival',
    page: 1,
    onPageChange: fn(),
    backHref: '/comicChap/7/chapters',
  },
  parameters: {
    layout: 'fullscreen',
    // Its pixels depend on when pdf.js finishes drawing; the play functions check the result.
    visual: false,
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
} satisfies Meta<typeof PdfReader>;

export default meta;
type Story = StoryObj<typeof meta>;

const counter = (canvasElement: HTMLElement, text: string) =>
  within(canvasElement).findByText(text, {}, TIMEOUT);
const drawnPage = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLCanvasElement>('[data-current] canvas');

/** A finger moving `dx` pixels across the page area. */
function swipe(element: HTMLElement, dx: number) {
  const { left, top, width } = element.getBoundingClientRect();
  const y = top + 100;
  const at = (x: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: y });
  const from = at(left + width / 2);
  const to = at(left + width / 2 + dx);
  element.dispatchEvent(
    new TouchEvent('touchstart', { bubbles: true, touches: [from], changedTouches: [from] }),
  );
  element.dispatchEvent(
    new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [to] }),
  );
}

// First, so the reader's code is loaded before the stories that time a PDF.
/** Before the chapter is known there is nothing to open yet. */
export const Loading: Story = {
  args: { file: null, title: 'Loading...' },
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The chapter's first page, fitted to the width, under its title. */
export const Playground: Story = {
  play: async ({ canvasElement, canvas }) => {
    await counter(canvasElement, 'Page 1 of 4');
    await waitFor(() => expect(drawnPage(canvasElement)).not.toBeNull(), TIMEOUT);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Chapter 1: The Kite Festival',
    );
    await expect(
      canvas.getByRole('img', { name: 'Chapter 1: The Kite Festival, page 1' }),
    ).toBeVisible();
  },
};

/** Next and the arrow keys turn pages. */
export const TurningPages: Story = {
  play: async ({ canvasElement, args, canvas }) => {
    await counter(canvasElement, 'Page 1 of 4');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await counter(canvasElement, 'Page 2 of 4');
    await userEvent.keyboard('{ArrowRight}');
    await counter(canvasElement, 'Page 3 of 4');
    await userEvent.keyboard('{ArrowLeft}');
    await counter(canvasElement, 'Page 2 of 4');
    await expect(args.onPageChange.mock.calls).toEqual([[2], [3], [2]]);
  },
};

/** A swipe from right to left turns to the next page; the back arrow leads to the chapter list. */
export const SwipeAndBack: Story = {
  play: async ({ canvasElement, canvas }) => {
    await counter(canvasElement, 'Page 1 of 4');
    swipe(canvas.getByRole('region', { name: 'Chapter pages' }), -120);
    await counter(canvasElement, 'Page 2 of 4');
    swipe(canvas.getByRole('region', { name: 'Chapter pages' }), 30);
    await expect(canvas.getByText('Page 2 of 4')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to chapters' }));
    await expect(navigatedTo).toHaveBeenCalledWith('/comicChap/7/chapters');
  },
};

/** The next page is drawn ahead, out of sight and out of the accessibility tree. */
export const NextPageDrawnAhead: Story = {
  play: async ({ canvasElement }) => {
    await counter(canvasElement, 'Page 1 of 4');
    await waitFor(
      () => expect(canvasElement.querySelectorAll('[data-slot="page"] canvas')).toHaveLength(2),
      TIMEOUT,
    );
    const ahead = canvasElement.querySelector('[data-slot="page"]:not([data-current])');
    await expect(ahead).toHaveAttribute('aria-hidden', 'true');
    await expect(ahead).not.toBeVisible();
    await expect(ahead?.querySelector('[data-page-number]')).toHaveAttribute(
      'data-page-number',
      '2',
    );
  },
};

/** On the first page Previous (and ArrowLeft, and a left-to-right swipe) goes nowhere. */
export const FirstPage: Story = {
  play: async ({ canvasElement, args, canvas }) => {
    await counter(canvasElement, 'Page 1 of 4');
    const previous = canvas.getByRole('button', { name: 'Previous' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await userEvent.keyboard('{ArrowLeft}');
    swipe(canvas.getByRole('region', { name: 'Chapter pages' }), 120);
    await expect(canvas.getByText('Page 1 of 4')).toBeVisible();
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** On the last page Next goes nowhere. */
export const LastPage: Story = {
  args: { page: 4 },
  play: async ({ canvasElement, args, canvas }) => {
    await counter(canvasElement, 'Page 4 of 4');
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('Page 4 of 4')).toBeVisible();
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** A page past the end (an old link) settles on the last page and says so. */
export const PagePastTheEnd: Story = {
  args: { page: 40 },
  play: async ({ canvasElement, args }) => {
    await counter(canvasElement, 'Page 4 of 4');
    await waitFor(() => expect(args.onPageChange).toHaveBeenCalledWith(4));
  },
};

/** Zoomed in twice the width: the page is wider than the screen and swipes pan instead of turning. */
export const Zoomed: Story = {
  args: { initialZoom: 2 },
  play: async ({ canvasElement, args, canvas }) => {
    await counter(canvasElement, 'Page 1 of 4');
    const stage = canvas.getByRole('region', { name: 'Chapter pages' });
    await waitFor(() => expect(stage.scrollWidth).toBeGreaterThan(stage.clientWidth), TIMEOUT);
    swipe(stage, -120);
    await expect(args.onPageChange).not.toHaveBeenCalled();
    const zoomIn = canvas.getByRole('button', { name: 'Zoom in' });
    await userEvent.click(zoomIn);
    await expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Fit width' }));
    await waitFor(() => expect(stage.scrollWidth).toBe(stage.clientWidth), TIMEOUT);
  },
};

/** Zooming out stops at the smallest step. */
export const ZoomedOut: Story = {
  args: { initialZoom: 0.75 },
  play: async ({ canvasElement, canvas }) => {
    await counter(canvasElement, 'Page 1 of 4');
    const zoomOut = canvas.getByRole('button', { name: 'Zoom out' });
    await userEvent.click(zoomOut);
    await expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A file that is not a PDF: a clear message, and the back arrow still leads out. */
export const LoadError: Story = {
  args: { file: BROKEN },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, TIMEOUT)).toHaveTextContent(READER.loadError);
    await expect(canvas.getByRole('link', { name: 'Back to chapters' })).toBeVisible();
  },
};

/** On a phone the page fits the narrow width and a swipe turns it. */
export const Phone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvasElement, canvas }) => {
    await counter(canvasElement, 'Page 1 of 4');
    const stage = canvas.getByRole('region', { name: 'Chapter pages' });
    await waitFor(() => expect(drawnPage(canvasElement)).not.toBeNull(), TIMEOUT);
    await expect(stage.scrollWidth).toBe(stage.clientWidth);
    swipe(stage, -120);
    await counter(canvasElement, 'Page 2 of 4');
  },
};
