import { ACCESS_MESSAGES, READER, READER_STORAGE, type ChapterLock, type Rating } from '@ic/domain';
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
import { savedProgress } from '../../mocks/pages';
import { api, PAGE_STORY, signedInAs } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { AFTER_SKELETONS, findSandboxCheckout, mainOf } from '../../stories/scope';

const comic = comics[0]!;
const chapter = chaptersOf(comic._id)[0]!;
const LIST = `/comicChap/${comic._id}/chapters`;
const READER_URL = `${LIST}/pdfView?chapter=${chapter._id}`;
const ALT = (page: number) => `${chapter.title}, page ${page}`;

const missingPages = http.get('/comicChap/:comicId/chapters/:chapterId/pages', () =>
  HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 }),
);

const meta = {
  title: 'Pages/Reader',
  ...PAGE_STORY,
  args: { url: READER_URL },
  parameters: { ...PAGE_STORY.parameters, visual: false },
  // Each story opens the chapter afresh, in single-page mode, not where an earlier one left it.
  beforeEach: () => {
    window.localStorage.removeItem(READER_STORAGE.progress);
    window.localStorage.setItem(READER_STORAGE.mode, 'paged');
    savedProgress.clear();
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the chapter is on its way the reader waits, dark and labelled. */
export const Loading: Story = {
  parameters: api('loading'),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('status')).toHaveTextContent('Loading...');
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('Loading...');
  },
};

/** The first page as an image under the series and chapter, with no site header or footer. */
export const Content: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('img', { name: ALT(1) }, AFTER_SKELETONS)).toBeVisible();
    await expect(main.getByText('Page 1 of 5')).toBeVisible();
    await expect(main.getByText(comic.title)).toBeVisible();
    await expect(
      main.getByRole('heading', { level: 1, name: `Chapter 1: ${chapter.title}` }),
    ).toBeVisible();
    const page = within(canvasElement);
    await expect(page.queryByRole('banner')).toBeNull();
    await expect(page.queryByRole('contentinfo')).toBeNull();
    await expect(main.getByRole('link', { name: 'Back to chapters' })).toHaveAttribute(
      'href',
      LIST,
    );
  },
};

/** A link with `&page=3` opens at page 3; Next turns to page 4 and the address follows. */
export const AtAPage: Story = {
  args: { url: `${READER_URL}&page=3` },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('img', { name: ALT(3) }, AFTER_SKELETONS)).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: /Next/ }));
    await expect(await main.findByText('Page 4 of 5')).toBeVisible();
  },
};

/** Signed out, the page reached is kept in this browser and the chapter resumes there. */
export const ResumesSignedOut: Story = {
  beforeEach: () => {
    window.localStorage.setItem(
      READER_STORAGE.progress,
      JSON.stringify({
        [chapter._id]: { page: 4, pageCount: 5, finished: false, at: '2026-11-20T10:00:00.000Z' },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('img', { name: ALT(4) }, AFTER_SKELETONS)).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: /Next/ }));
    await waitFor(() =>
      expect(
        JSON.parse(window.localStorage.getItem(READER_STORAGE.progress) ?? '{}')[chapter._id],
      ).toMatchObject({ page: 5, finished: true }),
    );
  },
};

/** Signed in, the account's place opens the chapter; turning a page saves it to the server. */
export const ResumesSignedIn: Story = {
  beforeEach: () => {
    savedProgress.set(chapter._id, {
      chapterId: chapter._id,
      page: 3,
      pageCount: 5,
      finished: false,
      updatedAt: '2026-11-20T10:00:00.000Z',
    });
    return signedInAs(signedInUser)();
  },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('img', { name: ALT(3) }, AFTER_SKELETONS)).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(savedProgress.get(chapter._id)?.page).toBe(4), AFTER_SKELETONS);
  },
};

/** The last page, then the end card: the next chapter opens from it. */
export const EndCardOpensTheNextChapter: Story = {
  args: { url: `${READER_URL}&page=5` },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await main.findByRole('img', { name: ALT(5) }, AFTER_SKELETONS);
    await userEvent.click(main.getByRole('button', { name: /Next/ }));
    await userEvent.click(main.getByRole('link', { name: 'Read chapter 2' }));
    const second = chaptersOf(comic._id)[1]!;
    await expect(
      await main.findByRole(
        'heading',
        { level: 1, name: `Chapter 2: ${second.title}` },
        AFTER_SKELETONS,
      ),
    ).toBeVisible();
  },
};

/** A direct visit with no chapter shows the chapter list (spec: Chapter reading). */
export const WithoutChapter: Story = {
  args: { url: `${LIST}/pdfView` },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('list', { name: 'Chapters' }, AFTER_SKELETONS),
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
      await main.findByRole('heading', { name: 'No chapters yet' }, AFTER_SKELETONS),
    ).toBeVisible();
  },
};

/** The chapter's pages cannot be loaded: a clear message and the way back. */
export const PagesMissing: Story = {
  parameters: api('content', missingPages),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('alert', {}, AFTER_SKELETONS)).toHaveTextContent(
      READER.loadError,
    );
    await expect(main.getByRole('link', { name: 'Back to chapters' })).toBeVisible();
  },
};

export const OnAPhone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('img', { name: ALT(1) }, AFTER_SKELETONS)).toBeVisible();
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
  parameters: api('content', withLock(MEMBERS)),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const paywall = await main.findByRole(
      'region',
      { name: 'Read on with Ultimate' },
      AFTER_SKELETONS,
    );
    await expect(within(paywall).getByText(ACCESS_MESSAGES.membersOnly)).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: SECOND.title })).toBeVisible();
    await expect(
      await within(paywall).findByRole('list', { name: 'Membership plans' }, AFTER_SKELETONS),
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
  ),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const monthly = await main.findByRole('article', { name: 'Monthly' }, AFTER_SKELETONS);
    await userEvent.click(within(monthly).getByRole('button', { name: /Choose Plan/ }));
    const checkout = await findSandboxCheckout(canvasElement);
    await userEvent.click(within(checkout).getByRole('button', { name: /^Pay/ }));
    await expect(await main.findByText('Page 1 of 5', {}, AFTER_SKELETONS)).toBeVisible();
    await expect(
      main.getByRole('heading', { level: 1, name: `Chapter 2: ${SECOND.title}` }),
    ).toBeVisible();
    await expect(main.queryByRole('region', { name: 'Read on with Ultimate' })).toBeNull();
  },
};

/** Signed out: log in first, and the login page will bring the reader back here. */
export const SignInPaywall: Story = {
  args: { url: SECOND_URL },
  parameters: api('content', withLock({ reason: 'sign-in' })),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await userEvent.click(
      await main.findByRole('button', { name: ACCESS_MESSAGES.signIn }, AFTER_SKELETONS),
    );
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { level: 1, name: 'Log In' },
        AFTER_SKELETONS,
      ),
    ).toBeVisible();
  },
};

/** Early access: members read it now, everyone from the day it turns free. */
export const EarlyAccess: Story = {
  args: { url: SECOND_URL },
  parameters: api('content', withLock({ reason: 'early-until', until: EARLY_UNTIL })),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole(
        'region',
        { name: 'Early access for Ultimate members' },
        AFTER_SKELETONS,
      ),
    ).toBeVisible();
    await expect(main.getAllByText(/Dec 1, 2026/).length).toBeGreaterThan(0);
  },
};

/** A child on a comic above the guardian's ceiling: a friendly screen, nothing to buy. */
export const ChildRating: Story = {
  args: { url: SECOND_URL },
  beforeEach: signedInAs(signedInUser),
  parameters: api('content', childMe(), withLock({ reason: 'rating' }, 'T')),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const screen = await main.findByRole(
      'region',
      { name: 'This story is for older readers' },
      AFTER_SKELETONS,
    );
    await expect(
      await within(screen).findByText(/rated up to PG/, {}, AFTER_SKELETONS),
    ).toBeVisible();
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
  parameters: api('content', childMe(), withLock({ reason: 'time-limit' })),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole(
        'region',
        { name: 'That’s all the reading for today' },
        AFTER_SKELETONS,
      ),
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
  ),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('region', { name: 'Reading is paused for now' }, AFTER_SKELETONS),
    ).toBeVisible();
  },
};

/** A child on a members chapter: what is locked, and that a guardian must buy; no plans. */
export const ChildMembersChapter: Story = {
  args: { url: SECOND_URL },
  beforeEach: signedInAs(signedInUser),
  parameters: api('content', childMe(), withLock(MEMBERS)),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const paywall = await main.findByRole(
      'region',
      { name: 'Read on with Ultimate' },
      AFTER_SKELETONS,
    );
    await expect(
      await within(paywall).findByText(ACCESS_MESSAGES.guardianMustBuy, {}, AFTER_SKELETONS),
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
  ),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole(
        'region',
        { name: 'That’s all the reading for today' },
        AFTER_SKELETONS,
      ),
    ).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: chapter.title })).toBeVisible();
  },
};

/** In Hindi (?lang=hi, or the toolbar): the controls, a page turned and the end card. */
export const Hindi: Story = {
  globals: { language: 'hi' },
  args: { url: `${READER_URL}&page=4` },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await main.findByRole('img', { name: `${chapter.title}, पेज 4` }, AFTER_SKELETONS);
    await expect(
      main.getByRole('heading', { level: 1, name: `अध्याय 1: ${chapter.title}` }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'अध्यायों पर वापस जाएँ' })).toBeVisible();
    const controls = main.getByRole('group', { name: 'रीडर के कंट्रोल' });
    await expect(within(controls).getByText('पेज 4 / 5')).toBeVisible();
    await userEvent.click(within(controls).getByRole('button', { name: 'अगला' }));
    await expect(within(controls).getByText('पेज 5 / 5')).toBeVisible();
    await userEvent.click(within(controls).getByRole('button', { name: 'अगला' }));
    await expect(within(controls).getByText('अध्याय समाप्त')).toBeVisible();
    const end = main.getByRole('region', { name: 'अध्याय 1 समाप्त' });
    await expect(within(end).getByRole('link', { name: 'अध्याय 2 पढ़ें' })).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: 'रीडर की सेटिंग' }));
    await expect(main.getByRole('radio', { name: 'एक पेज' })).toBeChecked();
    await expect(main.getByRole('radio', { name: 'ऊपर-नीचे स्क्रॉल' })).not.toBeChecked();
    await expect(main.getByRole('switch', { name: 'डेटा सेवर' })).toBeVisible();
  },
};

/** Early access in Hindi: the date in Hindi, in the badge and the explanation. */
export const HindiEarlyAccess: Story = {
  globals: { language: 'hi' },
  args: { url: SECOND_URL },
  parameters: api('content', withLock({ reason: 'early-until', until: EARLY_UNTIL })),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const paywall = await main.findByRole(
      'region',
      { name: 'Ultimate सदस्यों के लिए पहले पढ़ने का मौका' },
      AFTER_SKELETONS,
    );
    await expect(within(paywall).getByText('1 दिस॰ 2026 से मुफ़्त')).toBeVisible();
    await expect(paywall).toHaveTextContent(/1 दिस॰ 2026 से यह सबके लिए मुफ़्त है/);
  },
};

/** A child on a comic above the guardian's ceiling, in Hindi: the ratings named in Hindi. */
export const HindiChildRating: Story = {
  globals: { language: 'hi' },
  args: { url: SECOND_URL },
  beforeEach: signedInAs(signedInUser),
  parameters: api('content', childMe(), withLock({ reason: 'rating' }, 'T')),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const screen = await main.findByRole(
      'region',
      { name: 'यह कहानी बड़े पाठकों के लिए है' },
      AFTER_SKELETONS,
    );
    await expect(
      await within(screen).findByText(/PG \(अभिभावक की सलाह\) तक की रेटिंग/, {}, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(within(screen).getByText('रेटिंग T')).toBeVisible();
    await expect(within(screen).getByRole('link', { name: 'कोई और कॉमिक खोजें' })).toBeVisible();
  },
};
