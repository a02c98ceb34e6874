// The early-access journey: it moves the server's clock past a chapter's publicAt (the test
// clock, TEST_CLOCK=true), so it runs after every other journey (playwright.config.ts).
import type { Chapter, Comic } from '@ic/domain';
import { expect, test } from './fixtures';

test('an early-access chapter is locked until its day, then free for everyone', async ({
  page,
  request,
  expectAccessible,
}) => {
  test.setTimeout(60_000);
  const comics = ((await (await request.get('/comic')).json()) as { data: Comic[] }).data;
  let found: { comic: Comic; chapter: Chapter } | undefined;
  for (const comic of comics) {
    const chapters = (
      (await (await request.get(`/comicChap/${comic._id}/chapters`)).json()) as {
        data: Chapter[];
      }
    ).data;
    const chapter = chapters.find((candidate) => candidate.access === 'early');
    if (chapter) found = { comic, chapter };
  }
  if (!found?.chapter.publicAt) throw new Error('No early-access chapter in the seed');
  const { comic, chapter } = found;
  const reader = `/comicChap/${comic._id}/chapters/pdfView?chapter=${chapter._id}`;

  await page.goto(reader);
  const paywall = page.getByRole('region', { name: 'Early access for Ultimate members' });
  await expect(paywall).toBeVisible();
  await expectAccessible();

  // Just past the release: sessions and links of this run stay valid (the seed is newer).
  const clock = await request.post('/api/test/clock', { data: { advanceMs: 0 } });
  const { now } = ((await clock.json()) as { data: { now: string } }).data;
  const advanceMs = Date.parse(chapter.publicAt!) - Date.parse(now) + 60_000;
  expect((await request.post('/api/test/clock', { data: { advanceMs } })).ok()).toBe(true);

  await page.reload();
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible({ timeout: 20_000 });
  await expect(paywall).toHaveCount(0);
});
