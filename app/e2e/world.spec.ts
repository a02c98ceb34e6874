// Finding one's way through the seeded world and hearing about it (issue 14): villains of one
// universe on the hub, one villain's biography, "Appears in" to a comic's page, Follow; then a
// new chapter of that comic published through the import (POST /api/test/import, the import
// command's own path inside the e2e server, which owns its embedded database) shows in "New for
// you" on the home page, and the new-chapter mail lands in the outbox.
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type {
  Chapter,
  CharacterDetail,
  CharacterFilters,
  CharacterListItem,
  Comic,
} from '@ic/domain';
import type { APIRequestContext } from '@playwright/test';
import { signUpViaApi, waitForMail } from './accounts';
import { expect, test } from './fixtures';

/** The skeletons stay 2.4 s; the content comes after. */
const AFTER_SKELETONS = { timeout: 10_000 };
const PDF = path.resolve(
  import.meta.dirname,
  '../../packages/server/test/fixtures/content/media/chapters/monsoon-patrol-1.pdf',
);

/** Text as a regular expression that matches it literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function apiData<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

type Journey = { universe: string; villain: CharacterListItem; comic: Comic };

/**
 * A universe whose first page of villains holds one who appears in a comic that no other journey
 * counts chapters of (the catalogue's newest and oldest): publishing a chapter there changes
 * nothing another journey running beside this one reads.
 */
async function findJourney(request: APIRequestContext): Promise<Journey> {
  const comics = await apiData<Comic[]>(request, '/comic');
  const others = new Set([comics[0]?._id, comics.at(-1)?._id]);
  const { universes } = await apiData<CharacterFilters>(request, '/character/filters');
  for (const universe of universes) {
    // The hub's first page: featured first, 12 a page.
    const query = new URLSearchParams({
      alignment: 'villain',
      universe,
      sort: 'featured',
      page: '1',
      limit: '12',
    });
    const villains = await apiData<CharacterListItem[]>(request, `/character/getAll?${query}`);
    for (const villain of villains) {
      const detail = await apiData<CharacterDetail>(request, `/character/get/${villain._id}`);
      const comic = comics.find(
        (c) => !others.has(c._id) && detail.appearsIn[0]?.comicId === c._id,
      );
      if (comic) return { universe, villain, comic };
    }
  }
  throw new Error('No villain of any universe appears in a comic');
}

/**
 * A content folder holding the comic as it is (its chapters keep their files) plus one more
 * chapter: what an editor's import of a new chapter looks like.
 */
async function folderWithNewChapter(
  request: APIRequestContext,
  comic: Comic,
  title: string,
): Promise<string> {
  const chapters = await apiData<Chapter[]>(request, `/comicChap/${comic._id}/chapters`);
  const folder = await mkdtemp(path.join(tmpdir(), 'ic-e2e-import-'));
  await mkdir(path.join(folder, 'media'));
  await copyFile(PDF, path.join(folder, 'media', 'new-chapter.pdf'));
  const entry = {
    _id: comic._id,
    title: comic.title,
    coverImg: comic.coverImg,
    releasedYear: Number(comic.releasedYear),
    authors: comic.authors,
    synopsis: comic.synopsis,
    rating: comic.rating,
    genres: comic.genres,
    status: comic.status,
    creators: comic.creators,
    createdAt: comic.createdAt,
    chapters: [
      ...chapters.map((c) => ({
        _id: c._id,
        title: c.title,
        // A locked chapter comes without its file: the seeded PDF's address, as the server names it.
        chapPdf: c.chapPdf ?? `/media/chapters/${c._id}.pdf`,
        chapImage: c.chapImage,
        releaseDate: c.releaseDate?.slice(0, 10) ?? null,
        pageCount: c.pageCount,
        access: c.access,
        publicAt: c.publicAt,
      })),
      // Its picture: the series' cover (the sample world draws art only for its own chapters).
      { title, chapPdf: 'media/new-chapter.pdf', chapImage: comic.coverImg, pageCount: 2 },
    ],
  };
  await writeFile(path.join(folder, 'comics.json'), JSON.stringify([entry]));
  return folder;
}

test('villains of a universe, one biography, Appears in to a comic, Follow, then a new chapter is new for you and mailed', async ({
  page,
  request,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const { universe, villain, comic } = await findJourney(request);
  const account = await signUpViaApi(page, {}, { newsLetter: true });

  await page.goto('/characters');
  const filters = page.getByRole('group', { name: 'Filter characters' });
  await filters.getByRole('button', { name: 'Villains' }).click();
  await expect(filters.getByRole('button', { name: 'Villains' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await filters.getByRole('combobox', { name: 'Universe' }).selectOption({ label: universe });
  await expect(page).toHaveURL(/[?&]alignment=villain(&|$)/);
  expect(new URL(page.url()).searchParams.get('universe')).toBe(universe);
  const cards = page.getByRole('list', { name: 'Characters' }).getByRole('link');
  await expect(cards.first()).toBeVisible(AFTER_SKELETONS);
  await cards.filter({ hasText: villain.originalName }).first().click();

  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(literally(villain.originalName)) }),
  ).toBeVisible(AFTER_SKELETONS);
  await expect(page.getByText('Villain', { exact: true }).first()).toBeVisible();
  const appearsIn = page.getByRole('list', { name: `Where ${villain.originalName} appears` });
  await appearsIn.getByRole('link', { name: comic.title, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/comics/${comic._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: comic.title })).toBeVisible(
    AFTER_SKELETONS,
  );
  const follow = page.getByRole('button', { name: `Follow ${comic.title}` });
  await follow.click();
  await expect(page.getByRole('button', { name: `Following ${comic.title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectAccessible();

  const title = `The Storm Over ${account.username}`;
  const folder = await folderWithNewChapter(request, comic, title);
  try {
    const imported = await request.post('/api/test/import', { data: { folder } });
    expect(imported.status(), await imported.text()).toBe(200);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }

  await page.goto('/');
  const newForYou = page.getByRole('region', { name: 'New chapters of series you follow' });
  const card = newForYou.getByRole('link').filter({ hasText: title });
  await expect(card).toBeVisible(AFTER_SKELETONS);
  await expect(card).toContainText(comic.title);
  await expect(card).toHaveAttribute(
    'href',
    new RegExp(`/comicChap/${comic._id}/chapters/pdfView\\?chapter=[0-9a-f]{24}$`),
  );

  const mail = await waitForMail(account.email, new RegExp(`^New in ${literally(comic.title)}: `));
  expect(mail.subject).toContain(title);
  const href = (await card.getAttribute('href')) ?? '';
  expect(mail.links[0]).toBe(new URL(href, page.url()).toString());
});
