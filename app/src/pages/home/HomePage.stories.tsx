import { MESSAGES, type User } from '@ic/domain';
import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { membersComics } from '../../mocks/access';
import { blogs, comics, signedInUser } from '../../mocks/fixtures';
import { newChaptersOf } from '../../mocks/handlers';
import { PAGE_STORY, api, signedInAs } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { AFTER_SKELETONS, mainOf } from '../../stories/scope';
import { SAVED_SPOTLIGHTS_KEY } from './useSavedSpotlights';

const meta = {
  title: 'Pages/Home',
  ...PAGE_STORY,
  args: { url: '/' },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

type Scope = Awaited<ReturnType<typeof mainOf>>;

/** The page's section headings (h2), in document order. */
const sectionHeadings = (page: Scope) =>
  page.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

/** Waits until the skeletons have given way to the Featured Characters cards. */
async function afterSkeletons(page: Scope) {
  const featured = page.getByRole('region', { name: 'Featured Characters' });
  await within(featured).findByRole('link', { name: /Agni Storm/ }, AFTER_SKELETONS);
}

/** Every section after its skeletons, in the spec's order; the comics newest first. */
export const Content: Story = {
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'IC Universe' })).toBeInTheDocument();
    await afterSkeletons(page);
    const order = [
      'Rise of the Eternal Storm',
      'Featured Characters',
      'Fan Favourites',
      'Agni Storm',
      "Today's Spotlight",
      'Wear your universe',
      'Exclusive Merch',
      'Membership Plans',
      'Spotlight',
      'Check out our app for exclusive content',
      'Join the Ultimate Universe',
      'IC Fan Fest',
      'The IC Foundation',
    ];
    await waitFor(
      () =>
        expect(sectionHeadings(page).filter((text) => order.includes(text ?? ''))).toEqual(order),
      AFTER_SKELETONS,
    );

    // Each section reveals itself (its own transition): wait for this one as well.
    const row = within(
      await page.findByRole('region', { name: 'Fan favourite comics' }, AFTER_SKELETONS),
    );
    const readable = await row.findAllByRole('link', {}, AFTER_SKELETONS);
    // Every comic with a chapter out opens it; only the one without (the fixtures' last) is UPCOMING.
    const withChapters = comics.filter((comic) => comic.firstChapterOn !== null);
    await expect(readable.map((link) => link.getAttribute('href'))).toEqual(
      withChapters.map((comic) => `/comicChap/${comic._id}/chapters`),
    );
    await expect(row.getAllByText(MESSAGES.upcoming)).toHaveLength(1);
    await expect(row.getByText(comics.at(-1)!.title)).toBeVisible();
    // Signed out, no newsletter box.
    await expect(page.queryByRole('textbox', { name: 'Email address' })).toBeNull();
  },
};

/** Issue 13: the same blog showed three times. Each blog section shows posts no other one does. */
export const EachPostOnce: Story = {
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    const posts = () =>
      page
        .queryAllByRole('link')
        .map((link) => link.getAttribute('href') ?? '')
        .filter((href) => href.startsWith('/news/'));
    // The latest update, the IC carousel, the news list and the foundation banner: all 8 once.
    await waitFor(() => expect(new Set(posts()).size).toBe(blogs.length), AFTER_SKELETONS);
    await expect(posts()).toHaveLength(blogs.length);
  },
};

/** The Fan Fest (12 October 2025) is over: the banner says when it took place, no zeros. */
export const EventTookPlace: Story = {
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    const event = await page.findByRole('region', { name: 'IC Fan Fest' }, AFTER_SKELETONS);
    await expect(
      within(event).getByText(/^This event took place on 12 October 2025/),
    ).toBeVisible();
    await expect(within(event).queryByRole('group', { name: /^Countdown/ })).toBeNull();
  },
};

/** The trailer is not out yet: no PLAY that plays nothing, the still says it premieres soon. */
export const TrailerSoon: Story = {
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    const teaser = await page.findByRole('region', { name: 'Spotlight' }, AFTER_SKELETONS);
    await expect(within(teaser).getByText('Premieres soon')).toBeVisible();
    await expect(within(teaser).queryByRole('button')).toBeNull();
  },
};

/** Signed in, a spotlight sample with no comic of its title keeps a saved mark in this browser. */
export const SpotlightBookmark: Story = {
  beforeEach: () => {
    localStorage.removeItem(SAVED_SPOTLIGHTS_KEY);
    const signOut = signedInAs(signedInUser)();
    return () => {
      localStorage.removeItem(SAVED_SPOTLIGHTS_KEY);
      signOut();
    };
  },
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    const bookmark = await page.findByRole(
      'button',
      { name: 'Bookmark Map of the Hungry Zero' },
      AFTER_SKELETONS,
    );
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bookmark);
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await expect(JSON.parse(localStorage.getItem(SAVED_SPOTLIGHTS_KEY) ?? '[]')).toEqual([
      'hungry-zero',
    ]);
    await userEvent.click(bookmark);
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Signed in, the bookmark of a sample the catalogue has puts that comic on My list, and off. */
export const SpotlightBookmarkOnMyList: Story = {
  beforeEach: signedInAs(signedInUser),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    const bookmark = await page.findByRole(
      'button',
      { name: 'Bookmark Rise of the Eternal Storm' },
      AFTER_SKELETONS,
    );
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bookmark);
    await waitFor(() => expect(bookmark).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(bookmark);
    await waitFor(() => expect(bookmark).toHaveAttribute('aria-pressed', 'false'));
  },
};

/** Signed out, a bookmark leads to logging in (which comes back here). */
export const SpotlightBookmarkSignedOut: Story = {
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await userEvent.click(
      await page.findByRole(
        'button',
        { name: 'Bookmark Rise of the Eternal Storm' },
        AFTER_SKELETONS,
      ),
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

/** Until the data arrives the sections stay grey (the API never answers here). */
export const Skeletons: Story = {
  parameters: api('loading'),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Featured Characters' }),
    ).toBeVisible();
    await expect(page.getAllByRole('status').length).toBeGreaterThan(3);
    await expect(page.queryByRole('link', { name: /Agni Storm/ })).toBeNull();
  },
};

/** Every call fails: the data sections say so or step aside, the static ones still show. */
export const Error: Story = {
  parameters: api('error'),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(
      await page.findByRole('heading', { name: MESSAGES.noCharacter }, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(await page.findByText('No comics to show yet', {}, AFTER_SKELETONS)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: "Today's Spotlight" })).toBeVisible();
    await expect(
      await page.findByRole('heading', { level: 2, name: 'Membership Plans' }, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(page.queryByRole('region', { name: /^Character Spotlight/ })).toBeNull();
  },
};

// The story's account: subscribing turns its newsLetter on, as the server does.
const account = { subscribed: false };
const accountUser = (): User => ({ ...signedInUser, newsLetter: account.subscribed });

/** Signed in with newsLetter false: the box shows; subscribing thanks, then the box goes. */
export const SignedInNewsletter: Story = {
  beforeEach: () => {
    account.subscribed = false;
    return signedInAs(signedInUser)();
  },
  parameters: api(
    'content',
    http.get('/api/me', () => HttpResponse.json({ success: true, data: accountUser() })),
    http.post('/api/newsletter', async ({ request }) => {
      const { email } = (await request.json()) as { email: string };
      account.subscribed = true;
      return HttpResponse.json({
        success: true,
        data: { email, subscribed: true },
        message: 'Thanks for subscribing!',
      });
    }),
  ),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    const field = await page.findByRole('textbox', { name: 'Email address' }, AFTER_SKELETONS);
    await expect(field).toHaveAttribute('placeholder', 'Join Us, Write your mail');
    await userEvent.type(field, signedInUser.email);
    await userEvent.click(page.getByRole('button', { name: 'Subscribe' }));
    await expect(await page.findByText('Thanks for subscribing!')).toBeVisible();
    await waitFor(() => expect(page.queryByText('Thanks for subscribing!')).toBeNull());
    await expect(page.queryByRole('textbox', { name: 'Email address' })).toBeNull();
  },
};

/** A failed sign-up shows the server's reason and keeps the form for another try. */
export const NewsletterFailure: Story = {
  beforeEach: signedInAs(signedInUser),
  parameters: api(
    'content',
    http.get('/api/me', () => HttpResponse.json({ success: true, data: signedInUser })),
    http.post('/api/newsletter', () =>
      HttpResponse.json({ success: false, message: MESSAGES.tooManyRequests }, { status: 429 }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    const field = await page.findByRole('textbox', { name: 'Email address' }, AFTER_SKELETONS);
    await userEvent.type(field, 'fan@example.in');
    await userEvent.click(page.getByRole('button', { name: 'Subscribe' }));
    await expect(await page.findByRole('alert')).toHaveTextContent(MESSAGES.tooManyRequests);
    await expect(field).toBeEnabled();
  },
};

/** Signed in and following a series with a new chapter: "New for you" leads to the reader. */
export const NewForYou: Story = {
  beforeEach: signedInAs(signedInUser),
  parameters: api(
    'content',
    http.get('/api/new-for-you', () =>
      HttpResponse.json({ success: true, data: { chapters: newChaptersOf(comics[1]!._id) } }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(await page.findByRole('heading', { name: 'New for you' })).toBeVisible();
    const row = page.getByRole('region', { name: 'New chapters of series you follow' });
    const [card] = within(row).getAllByRole('link');
    await expect(card).toHaveTextContent(comics[1]!.title);
    await expect(card).toHaveTextContent('Nov 24, 2026');
    await expect(card?.getAttribute('href')).toMatch(
      new RegExp(`^/comicChap/${comics[1]!._id}/chapters/pdfView\\?chapter=`),
    );
  },
};

/** Signed out, or following nothing new: no "New for you" row. */
export const NoNewForYou: Story = {
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await page.findByRole('region', { name: 'Fan favourite comics' }, AFTER_SKELETONS);
    await expect(page.queryByRole('heading', { name: 'New for you' })).toBeNull();
  },
};

/** The member's address: the same home, with the plans. */
export const LoggedIn: Story = {
  args: { url: '/loggedin' },
  beforeEach: signedInAs({ ...signedInUser, newsLetter: true }),
  parameters: api(
    'content',
    http.get('/api/me', () =>
      HttpResponse.json({ success: true, data: { ...signedInUser, newsLetter: true } }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await afterSkeletons(page);
    await expect(
      await page.findByRole('heading', { level: 2, name: 'Membership Plans' }, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(page.queryByRole('textbox', { name: 'Email address' })).toBeNull();
  },
};

/** The premium home: every section but the plans. */
export const Premium: Story = {
  args: { url: '/Premium' },
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await afterSkeletons(page);
    await expect(
      await page.findByRole('heading', { level: 2, name: 'Exclusive Merch' }, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(page.queryByRole('heading', { name: 'Membership Plans' })).toBeNull();
  },
};

/** On a 375 px phone the featured carousel shows one card a page. */
export const Phone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await afterSkeletons(page);
    const carousel = page.getByRole('region', { name: 'Featured character cards' });
    await expect(within(carousel).getAllByRole('group')).toHaveLength(1);
  },
};

/** Comics with chapters for members only say so, in Fan Favourites and Today's Spotlight. */
export const MembersChapters: Story = {
  parameters: api('content', membersComics),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await afterSkeletons(page);
    const favourites = page.getByRole('region', { name: 'Fan Favourites' });
    await expect(await within(favourites).findAllByText('Ultimate chapters')).toHaveLength(2);
    const spotlight = page.getByRole('region', { name: "Today's Spotlight" });
    await expect(
      await within(spotlight).findByText('Ultimate chapters', {}, AFTER_SKELETONS),
    ).toBeVisible();
  },
};
