import { ACCESS_MESSAGES, lastPageKey, READER, type ChapterLock, type Rating } from '@ic/domain';
import { storyPdf } from '@ic/ui/pdf-reader';
import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  chaptersAnswer,
  chaptersWithLocks,
  childLimits,
  childMe,
  EARLY_UNTIL,
  readingAnswers,
} from '../../mocks/access';
import { chaptersOf, comics, signedInUser } from '../../mocks/fixtures';
import { api, PAGE_STORY, signedInAs } from '../../stories/pageMeta';
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

// Locked chapters: the second chapter of the first comic, for members.
const SECOND = chaptersOf(comic._id)[1]!;
const SECOND_URL = `${LIST}/pdfView?chapter=${SECOND._id}`;
const MEMBERS: ChapterLock = { reason: 'members' };
const withLock = (lock: ChapterLock, rating: Rating = 'G') =>
  chaptersAnswer((id) => chaptersWithLocks(id, [null, lock, lock], rating));

/** A free account opens a members chapter: the paywall in the reader's frame, with the plans. */
export const MembersPaywall: Story = {
  args: { url: SECOND_URL },
  beforeEach: signedInAs(signedInUser),
  parameters: api('content', withLock(MEMBERS), chapterPdf),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const paywall = await main.findByRole('region', { name: 'Read on with Ultimate' }, PDF_TIMEOUT);
    await expect(within(paywall).getByText(ACCESS_MESSAGES.membersOnly)).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: SECOND.title })).toBeVisible();
    await expect(
      await within(paywall).findByRole('list', { name: 'Membership plans' }, PDF_TIMEOUT),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Back to chapters' })).toHaveAttribute(
      'href',
      LIST,
    );
    await expect(within(canvasElement).queryByRole('banner')).toBeNull();
  },
};

let paid = false;

/** Buying Monthly on the paywall (sandbox): the list is asked again and the same chapter opens. */
export const BuyOpensTheSameChapter: Story = {
  args: { url: SECOND_URL },
  beforeEach: () => {
    paid = false;
    return signedInAs(signedInUser)();
  },
  parameters: api(
    'content',
    chaptersAnswer((id) => chaptersWithLocks(id, paid ? [] : [null, MEMBERS, MEMBERS])),
    http.post('/payment/confirm', () => {
      paid = true;
      return HttpResponse.json({ success: true, data: { status: 'paid' } });
    }),
    chapterPdf,
  ),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const monthly = await main.findByRole('article', { name: 'Monthly' }, PDF_TIMEOUT);
    await userEvent.click(within(monthly).getByRole('button', { name: /Choose Plan/ }));
    const body = within(canvasElement.ownerDocument.body);
    const checkout = await body.findByRole('dialog', { name: 'IC Universe sandbox checkout' });
    await userEvent.click(within(checkout).getByRole('button', { name: /^Pay/ }));
    await expect(await main.findByText('Page 1 of 5', {}, PDF_TIMEOUT)).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: SECOND.title })).toBeVisible();
    await expect(main.queryByRole('region', { name: 'Read on with Ultimate' })).toBeNull();
  },
};

/** Signed out: log in first, and the login page will bring the reader back here. */
export const SignInPaywall: Story = {
  args: { url: SECOND_URL },
  parameters: api('content', withLock({ reason: 'sign-in' }), chapterPdf),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await userEvent.click(
      await main.findByRole('button', { name: ACCESS_MESSAGES.signIn }, PDF_TIMEOUT),
    );
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Log In' }, PDF_TIMEOUT),
    ).toBeVisible();
  },
};

/** Early access: members read it now, everyone from the day it turns free. */
export const EarlyAccess: Story = {
  args: { url: SECOND_URL },
  parameters: api('content', withLock({ reason: 'early-until', until: EARLY_UNTIL }), chapterPdf),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('region', { name: 'Early access for Ultimate members' }, PDF_TIMEOUT),
    ).toBeVisible();
    await expect(main.getAllByText(/Dec 1, 2026/).length).toBeGreaterThan(0);
  },
};

/** A child on a comic above the guardian's ceiling: a friendly screen, nothing to buy. */
export const ChildRating: Story = {
  args: { url: SECOND_URL },
  beforeEach: signedInAs(signedInUser),
  parameters: api('content', childMe(), withLock({ reason: 'rating' }, 'T'), chapterPdf),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const screen = await main.findByRole(
      'region',
      { name: 'This story is for older readers' },
      PDF_TIMEOUT,
    );
    await expect(await within(screen).findByText(/rated up to PG/, {}, PDF_TIMEOUT)).toBeVisible();
    await expect(within(screen).getByRole('link', { name: 'Find another comic' })).toHaveAttribute(
      'href',
      '/comics',
    );
    await expect(within(screen).queryByRole('button')).toBeNull();
  },
};

/** Today's minutes are used up. */
export const ChildTimeLimit: Story = {
  args: { url: SECOND_URL },
  beforeEach: signedInAs(signedInUser),
  parameters: api('content', childMe(), withLock({ reason: 'time-limit' }), chapterPdf),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('region', { name: 'That’s all the reading for today' }, PDF_TIMEOUT),
    ).toBeVisible();
  },
};

/** The guardian paused the account. */
export const ChildPaused: Story = {
  args: { url: SECOND_URL },
  beforeEach: signedInAs(signedInUser),
  parameters: api(
    'content',
    childMe({ ...childLimits, paused: true }),
    withLock({ reason: 'paused' }),
    chapterPdf,
  ),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('region', { name: 'Reading is paused for now' }, PDF_TIMEOUT),
    ).toBeVisible();
  },
};

/** A child on a members chapter: what is locked, and that a guardian must buy; no plans. */
export const ChildMembersChapter: Story = {
  args: { url: SECOND_URL },
  beforeEach: signedInAs(signedInUser),
  parameters: api('content', childMe(), withLock(MEMBERS), chapterPdf),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const paywall = await main.findByRole('region', { name: 'Read on with Ultimate' }, PDF_TIMEOUT);
    await expect(
      await within(paywall).findByText(ACCESS_MESSAGES.guardianMustBuy, {}, PDF_TIMEOUT),
    ).toBeVisible();
    await expect(within(paywall).queryByRole('article')).toBeNull();
  },
};

/** Reading is reported; when the answer closes the chapter (the limit reached), the reader stops. */
export const StoppedMidChapter: Story = {
  beforeEach: signedInAs(signedInUser),
  parameters: api(
    'content',
    childMe({ ...childLimits, minutesToday: 30 }),
    ...readingAnswers({ read: false, reason: 'time-limit' }, childLimits),
    chapterPdf,
  ),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('region', { name: 'That’s all the reading for today' }, PDF_TIMEOUT),
    ).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: chapter.title })).toBeVisible();
  },
};
