// My list (issue 13): signed out the button leads to logging in and back; signed in a reader adds
// a comic on its page and a character on their biography, finds both on the account, removes one.
import type { APIRequestContext } from '@playwright/test';
import { signUpViaApi } from './accounts';
import { paths } from '../src/paths';
import { expect, test } from './fixtures';

const AFTER_SKELETONS = { timeout: 10_000 };

async function firstOf<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok(), url).toBe(true);
  const [first] = ((await res.json()) as { data: T[] }).data;
  if (!first) throw new Error(`${url} answered nothing`);
  return first;
}

test('signed out, Add to My list leads to logging in', async ({ page, request }) => {
  const comic = await firstOf<{ _id: string; title: string }>(request, '/comic');
  await page.goto(paths.comic.href(comic._id));
  await page
    .getByRole('button', { name: `Log in to add to My list ${comic.title}` })
    .click(AFTER_SKELETONS);
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
});

test('a reader adds a comic and a character, sees them on the account and removes one', async ({
  page,
  request,
  expectAccessible,
}) => {
  // Three pages, each waiting for its catalogue before it hydrates, and an axe run: more than
  // the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const comic = await firstOf<{ _id: string; title: string }>(request, '/comic');
  const character = await firstOf<{ _id: string; originalName: string }>(
    request,
    '/character/getAll?page=1&limit=1',
  );
  await signUpViaApi(page);

  await page.goto(paths.comic.href(comic._id));
  await page.getByRole('button', { name: `Add to My list ${comic.title}` }).click(AFTER_SKELETONS);
  await expect(page.getByRole('button', { name: `On My list ${comic.title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto(paths.biography.href(character._id));
  await page
    .getByRole('button', { name: `Add to My list ${character.originalName}` })
    .click(AFTER_SKELETONS);
  await expect(
    page.getByRole('button', { name: `On My list ${character.originalName}` }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.goto(paths.myAccount.href());
  const list = page.getByRole('list', { name: 'My list' });
  await expect(list.getByRole('listitem')).toHaveCount(2, AFTER_SKELETONS);
  await expect(list.getByRole('link', { name: new RegExp(character.originalName) })).toBeVisible();
  await expectAccessible();
  await list.getByRole('button', { name: `On My list ${comic.title}` }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('button', { name: `On My list ${comic.title}` })).toHaveCount(0);
});
