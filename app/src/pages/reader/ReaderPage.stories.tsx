import { lastPageKey, READER } from '@ic/domain';
import { storyPdf } from '@ic/ui/pdf-reader';
import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chaptersOf, comics } from '../../mocks/fixtures';
import { api, PAGE_STORY } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { mainOf as mainOfPage } from '../../stories/scope';

const comic = comics[0]!;
const chapter = chaptersOf(comic._id)[0]!;
const LIST = `/comicChap/${comic._id}/chapters`;
const READER_URL = `${LIST}/pdfView?chapter=${chapter._id}`;

/** The chapters' PDFs, answered with an original 5-page PDF drawn for stories. */
const chapterPdf = http.get(
  '/media/chapters/:file',
  () =>
    new HttpResponse(storyPdf({ title: chapter.title, pages: 5 }), {
      headers: { 'Content-Type': 'application/pdf' },
    }),
);
const missingPdf = http.get('/media/chapters/:file', () => new HttpResponse(null, { status: 404 }));

const meta = {
  title: 'Pages/Reader',
  ...PAGE_STORY,
  args: { url: READER_URL },
  parameters: { ...PAGE_STORY.parameters, ...api('content', chapterPdf), visual: false },
  // Each story opens the chapter afresh, not at the page an earlier story left it.
  beforeEach: () => {
    window.localStorage.removeItem(lastPageKey(chapter._id));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const PDF_TIMEOUT = { timeout: 12000 };

const mainOf = (canvasElement: HTMLElement) => mainOfPage(canvasElement, PDF_TIMEOUT);

// First, so the reader's code is loaded before the stories that time a PDF.
/** While the chapter list is on its way the reader waits, dark and labelled. */
export const Loading: Story = {
  parameters: api('loading'),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('status')).toHaveTextContent('Loading...');
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('Loading...');
  },
};

/** The chapter's first page under its title, with no site header or footer. */
export const Content: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByText('Page 1 of 5', {}, PDF_TIMEOUT)).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: chapter.title })).toBeVisible();
    const page = within(canvasElement);
    await expect(page.queryByRole('banner')).toBeNull();
    await expect(page.queryByRole('contentinfo')).toBeNull();
    await expect(main.getByRole('link', { name: 'Back to chapters' })).toHaveAttribute(
      'href',
      LIST,
    );
  },
};

/** A link with `&page=3` opens at page 3, drawn; Next turns to page 4. */
export const AtAPage: Story = {
  args: { url: `${READER_URL}&page=3` },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByText('Page 3 of 5', {}, PDF_TIMEOUT)).toBeVisible();
    await waitFor(
      () => expect(canvasElement.querySelector('[data-current] canvas')).not.toBeNull(),
      PDF_TIMEOUT,
    );
    await userEvent.click(main.getByRole('button', { name: 'Next' }));
    await expect(await main.findByText('Page 4 of 5', {}, PDF_TIMEOUT)).toBeVisible();
  },
};

/** A direct visit with no chapter shows the chapter list (spec: Chapter reading). */
export const WithoutChapter: Story = {
  args: { url: `${LIST}/pdfView` },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('list', { name: 'Chapters' }, { timeout: 6000 }),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('contentinfo')).toBeVisible();
  },
};

/** A chapter this comic does not have: the chapter list too. */
export const UnknownChapter: Story = {
  args: { url: `${LIST}/pdfView?chapter=no-such-chapter` },
  play: WithoutChapter.play,
};

/** The chapters cannot be loaded: the (empty) chapter list, as for any failed chapter fetch. */
export const Error: Story = {
  parameters: api('error'),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { name: 'No chapters yet' }, { timeout: 6000 }),
    ).toBeVisible();
  },
};

/** The chapter's PDF is missing: a clear message and the way back. */
export const PdfMissing: Story = {
  parameters: api('content', missingPdf),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('alert', {}, PDF_TIMEOUT)).toHaveTextContent(
      READER.loadError,
    );
    await expect(main.getByRole('link', { name: 'Back to chapters' })).toBeVisible();
  },
};

export const OnAPhone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByText('Page 1 of 5', {}, PDF_TIMEOUT)).toBeVisible();
  },
};
