import { DOWNLOAD_TEXT } from '@ic/domain';
import { clear } from 'idb-keyval';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page as screen } from 'vitest/browser';
import { chaptersOf, comics, signedInUser } from '../../mocks/fixtures';
import { chapterPagesOf } from '../../mocks/pages';
import { removeAllSaved } from '../../offline/savedChapters';
import { paths } from '../../paths';
import { clearUserCookie, writeUserCookie } from '../../session/userCookie';
import { envelope, failure, stubFetch, type RecordedRequest } from '../../test/fetchStub';
import { TestProviders } from '../../test/providers';
import { ComicChaptersSection } from './ComicChaptersSection';

const comicId = comics[0]?._id ?? '';
const [open, members, third] = chaptersOf(comicId);
// The second chapter is for members: it cannot be saved, its row says why instead.
const chapters = [open, { ...members, readable: false, lock: { reason: 'members' } }, third];
const openPages = chapterPagesOf(comicId, open?._id ?? '');
const saving = openPages && {
  ...openPages,
  pages: openPages.pages.map((page) => ({
    ...page,
    thumb: `/media/t/${page.number}.webp`,
    sources: {
      avif: [{ width: 960, url: `/media/p/${page.number}-960.avif` }],
      webp: [{ width: 960, url: `/media/p/${page.number}-960.webp` }],
    },
  })),
};

function stubApi(): RecordedRequest[] {
  return stubFetch(({ url }) => {
    if (url.pathname === paths.chapters.href(comicId)) return envelope(chapters);
    if (url.pathname === `${paths.chapters.href(comicId)}/${open?._id}/pages`) {
      return envelope(saving);
    }
    if (url.pathname === '/api/progress') return envelope({ entries: [] });
    if (url.pathname.startsWith('/media/')) return new Response('image');
    return failure(404, 'Not found');
  });
}

// The section loads the comics catalogue first, as a page's Suspense boundary waits for it.
const section = () =>
  render(
    <Suspense fallback={null}>
      <ComicChaptersSection comicId={comicId} />
    </Suspense>,
    { wrapper: TestProviders },
  );

afterEach(async () => {
  await removeAllSaved(signedInUser.username);
  await clear();
  clearUserCookie();
});

describe('ComicChaptersSection', () => {
  it('saves a chapter for offline from its row, beside the chapters the reader may open only', async () => {
    writeUserCookie(signedInUser);
    const requests = stubApi();
    await section();
    const save = screen.getByRole('button', { name: `${DOWNLOAD_TEXT.save}: ${open?.title}` });
    await expect.element(save).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: `${DOWNLOAD_TEXT.save}: ${third?.title}` }))
      .toBeVisible();
    expect(
      screen.getByRole('button', { name: new RegExp(members?.title ?? '') }).query(),
    ).toBeNull();

    await save.click();
    const saved = screen.getByRole('button', {
      name: `${DOWNLOAD_TEXT.saved}. ${DOWNLOAD_TEXT.remove}: ${open?.title}`,
    });
    await expect.element(saved).toHaveAttribute('aria-pressed', 'true');
    // Every page's image and thumbnail was kept, with the reader's session.
    const media = requests.filter((request) => request.url.pathname.startsWith('/media/'));
    expect(media).toHaveLength((saving?.pages.length ?? 0) * 2);
    expect(media.every((request) => request.credentials === 'include')).toBe(true);

    await saved.click();
    await expect
      .element(screen.getByRole('button', { name: `${DOWNLOAD_TEXT.save}: ${open?.title}` }))
      .toHaveAttribute('aria-pressed', 'false');
  });

  it('signed out, the rows offer no saving (the reader says to sign in)', async () => {
    stubApi();
    await section();
    await expect
      .element(screen.getByRole('link', { name: new RegExp(open?.title ?? '') }))
      .toBeVisible();
    expect(screen.getByRole('button').query()).toBeNull();
  });
});
