import { READING_MODES, type ReadingMode } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChapterEndCard } from '../ChapterEndCard';
import { LinkProvider } from '../LinkProvider';
import { RecordingLink } from '../storybook/recordingLink';
import { storyPages } from '../storybook/pages';
import { atViewport, PHONE_VIEWPORT } from '../storybook/viewports';
import { PageReader, type PageReaderProps } from './PageReader';

const PAGES = storyPages(5);

/** The reader with its page, mode and data saver kept as an app keeps them. */
function Reader(props: PageReaderProps) {
  const [page, setPage] = useState(props.page);
  const [mode, setMode] = useState<ReadingMode>(props.mode);
  const [dataSaver, setDataSaver] = useState(props.dataSaver);
  return (
    <PageReader
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
      mode={mode}
      onModeChange={setMode}
      dataSaver={dataSaver}
      onDataSaverChange={setDataSaver}
    />
  );
}

const meta = {
  title: 'Comics/PageReader',
  component: PageReader,
  parameters: { layout: 'fullscreen' },
  argTypes: {
    mode: { control: 'inline-radio', options: READING_MODES },
    page: { control: { type: 'number', min: 1, max: PAGES.length } },
  },
  args: {
    series: 'Rise of the Eternal Storm',
    chapterNumber: 2,
    chapterTitle: 'A City Holds Its Breath',
    pages: PAGES,
    page: 1,
    mode: 'paged',
    dataSaver: false,
    onPageChange: fn(),
    onModeChange: fn(),
    onDataSaverChange: fn(),
    backHref: '/comicChap/7/chapters',
    endCard: (
      <ChapterEndCard
        chapterNumber={2}
        next={{
          number: 3,
          title: 'Storm Over the Ghats',
          href: '/comicChap/7/chapters/pdfView?chapter=3',
        }}
        listHref="/comicChap/7/chapters"
      />
    ),
  },
  render: (args) => <Reader {...args} />,
  decorators: [
    (Story) => (
      <LinkProvider component={RecordingLink}>
        <Story />
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof PageReader>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageImage = (canvasElement: HTMLElement, n: number) =>
  within(canvasElement).findByRole('img', { name: `A City Holds Its Breath, page ${n}` });

/**
 * One page fitted to the screen under the series and chapter; the first page is fetched first
 * (fetchpriority high, not lazy) with its size reserved; Next, arrows and Page Down turn pages.
 */
export const Paged: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Rise of the Eternal Storm')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Chapter 2: A City Holds Its Breath' }),
    ).toBeVisible();
    const first = await pageImage(canvasElement, 1);
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('width', '1600');
    await expect(first).toHaveAttribute('height', '2400');
    await expect(first.getAttribute('srcset')).not.toContain('1600w');
    await expect(canvas.getByText('Page 1 of 5')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(canvas.getByText('Page 2 of 5')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('Page 3 of 5')).toBeVisible();
    await userEvent.keyboard('{PageUp}');
    await expect(canvas.getByText('Page 2 of 5')).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByText('Page 5 of 5')).toBeVisible();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByText('Page 1 of 5')).toBeVisible();
  },
};

/**
 * The next page is drawn out of sight once the page on screen has loaded (with an empty alt,
 * skipped by assistive technology); Next shows that same picture, loaded already, and tells the caller.
 */
export const TurnShowsThePageAhead: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    await waitFor(() => {
      const image = canvasElement.querySelector<HTMLImageElement>('[data-ahead] img');
      return expect(image?.complete && image.naturalWidth > 0).toBe(true);
    });
    const ahead = canvasElement.querySelector('[data-ahead] img');
    await expect(ahead).toHaveAttribute('alt', '');
    await expect(canvas.queryByRole('img', { name: /page 2$/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(await pageImage(canvasElement, 2)).toBe(ahead);
    await waitFor(() => expect(args.onPageChange).toHaveBeenLastCalledWith(2));
    await expect(canvas.getByText('Page 2 of 5')).toBeVisible();
  },
};

/** Past the last page comes the end card; Previous goes back to the page. */
export const EndCard: Story = {
  args: { page: 5 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    const end = canvas.getByRole('region', { name: 'End of chapter 2' });
    await expect(within(end).getByRole('link', { name: 'Read chapter 3' })).toBeVisible();
    await expect(canvas.getByText('End of chapter')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Previous/ }));
    await expect(canvas.getByText('Page 5 of 5')).toBeVisible();
  },
};

/** A wide screen in double-page mode: the cover alone, then pages side by side. */
export const DoublePage: Story = {
  ...atViewport('desktop1280'),
  args: { mode: 'double' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Page 1 of 5')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(canvas.getByText('Pages 2–3 of 5')).toBeVisible();
    const [left, right] = [await pageImage(canvasElement, 2), await pageImage(canvasElement, 3)];
    await expect(left.getBoundingClientRect().right).toBeLessThanOrEqual(
      right.getBoundingClientRect().left + 1,
    );
  },
};

/** Every page one under the other; a fast scroll to the bottom still reaches the last page. */
export const Vertical: Story = {
  args: { mode: 'vertical' },
  play: async ({ canvas, args }) => {
    const stage = canvas.getByRole('region', { name: 'Chapter pages' });
    await waitFor(() => expect(stage.scrollHeight).toBeGreaterThan(stage.clientHeight));
    stage.scrollTop = stage.scrollHeight;
    fireEvent.scroll(stage);
    await waitFor(() => expect(args.onPageChange).toHaveBeenLastCalledWith(5));
    await expect(canvas.getByRole('region', { name: 'End of chapter 2' })).toBeVisible();
  },
};

/** Zoom in: the 1600 px picture becomes a candidate and the page grows past the screen. */
export const Zoomed: Story = {
  play: async ({ canvas, canvasElement }) => {
    const before = (await pageImage(canvasElement, 1)).getBoundingClientRect().width;
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    const image = await pageImage(canvasElement, 1);
    await waitFor(() => expect(image.getBoundingClientRect().width).toBeCloseTo(before * 2, 0));
    await expect(image.getAttribute('srcset')).toContain('1600w');
    await userEvent.click(canvas.getByRole('button', { name: 'Fit' }));
    await waitFor(() => expect(image.getBoundingClientRect().width).toBeCloseTo(before, 0));
  },
};

/** A double tap zooms into the tapped region, a second double tap back out. */
export const DoubleTap: Story = {
  play: async ({ canvas, canvasElement }) => {
    const image = await pageImage(canvasElement, 1);
    const fitted = image.getBoundingClientRect().width;
    await userEvent.dblClick(image);
    await waitFor(() => expect(image.getBoundingClientRect().width).toBeCloseTo(fitted * 2, 0));
    await expect(canvas.getByRole('button', { name: 'Fit' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  },
};

/** The strip shows every page; tapping one opens it. */
export const Thumbnails: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pages' }));
    const strip = canvas.getByRole('navigation', { name: 'Pages' });
    await userEvent.click(within(strip).getByRole('button', { name: 'Page 4' }));
    await expect(canvas.getByText('Page 4 of 5')).toBeVisible();
    await expect(within(strip).getByRole('button', { name: 'Page 4' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Settings: the mode switch and data saver (smallest pictures only). */
export const Settings: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reader settings' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Data saver' }));
    const image = await pageImage(canvasElement, 1);
    await expect(image.getAttribute('srcset')).toBe(`${PAGES[0]?.sources.webp[0]?.url} 480w`);
    await userEvent.click(canvas.getByRole('radio', { name: 'Vertical scroll' }));
    await expect(canvas.getByRole('region', { name: 'Chapter pages' })).toHaveAttribute(
      'data-mode',
      'vertical',
    );
  },
};

/** On a phone the page fills the width; a swipe turns it. */
export const OnAPhone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvas, canvasElement }) => {
    const stage = canvas.getByRole('region', { name: 'Chapter pages' });
    const image = await pageImage(canvasElement, 1);
    await expect(Math.round(image.getBoundingClientRect().width)).toBe(stage.clientWidth);
    const target = image;
    const at = (x: number) => ({ clientX: x, clientY: 300, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerDown(target, at(300));
    fireEvent.pointerMove(target, at(200));
    fireEvent.pointerUp(target, at(120));
    await expect(canvas.getByText('Page 2 of 5')).toBeVisible();
  },
};
