// The characters hub and the biography against the real server and its 2,500 seeded
// characters: search, sort and paging done by the server and kept in the address, a card to its
// biography (navigation state and ?id=), the power selector, a phone, and axe on both pages.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const cards = (page: Page) => page.getByRole('list', { name: 'Characters' }).getByRole('link');
const firstCard = (page: Page) => cards(page).first();
const pages = (page: Page) => page.getByRole('navigation', { name: 'Character pages' });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search characters' });

/** The names on the cards on screen. */
async function names(list: Locator): Promise<string[]> {
  return (await list.allTextContents()).map((name) => name.trim());
}

test('the hub shows the three-slide hero and a first page of 12 characters', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/characters');
  await expect(page.getByRole('heading', { level: 1, name: 'Characters' })).toBeVisible();
  const hero = page.getByRole('region', { name: 'Heroes, wanderers and villains' });
  await expect(hero.getByRole('list', { name: 'Choose a slide' }).getByRole('button')).toHaveText([
    'Heroes',
    'In Between',
    'Villains',
  ]);
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByText('2,500 characters')).toBeVisible();
  await expectAccessible();
});

test('search ignores case, starts again at page 1 and survives a reload', async ({ page }) => {
  await page.goto('/characters?page=3');
  await expect(pages(page).getByRole('button', { name: 'Page 3', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Some 150 seeded names hold “ka”: more than a page, so the pager shows page 1.
  await search(page).fill('KA');
  await expect(page).toHaveURL(/[?&]q=KA(&|$)/);
  expect(new URL(page.url()).searchParams.get('page')).toBeNull();
  await expect(page.getByText(/characters match “KA”/)).toBeVisible();
  await expect(pages(page).getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const found = await names(cards(page));
  expect(found).toHaveLength(12);
  for (const name of found) expect(name.toLowerCase()).toContain('ka');

  await page.reload();
  await expect(search(page)).toHaveValue('KA');
  await expect(cards(page)).toHaveText(found);
});

test('the hub opens on the featured core; A to Z and Z to A sort by name, kept in the address', async ({
  page,
}) => {
  await page.goto('/characters');
  await expect(cards(page)).toHaveCount(12);
  const sort = page.getByRole('combobox', { name: 'Sort' });
  await expect(sort).toHaveValue('featured');
  const featured = await names(cards(page));
  expect(featured).not.toEqual([...featured].sort((a, b) => a.localeCompare(b)));
  await sort.selectOption({ label: 'A to Z' });
  await expect(page).toHaveURL(/[?&]sort=asc/);
  await expect(cards(page)).not.toHaveText(featured);
  const aToZ = await names(cards(page));
  expect(aToZ).toEqual([...aToZ].sort((a, b) => a.localeCompare(b)));
  await sort.selectOption({ label: 'Z to A' });
  await expect(page).toHaveURL(/[?&]sort=desc/);
  await expect(firstCard(page)).not.toHaveText(aToZ[0] ?? '');
  const zToA = await names(cards(page));
  expect(zToA).toEqual([...zToA].sort((a, b) => b.localeCompare(a)));
  expect(zToA[0]?.localeCompare(aToZ[0] ?? '')).toBeGreaterThan(0);
});

test('paging: page 2 has other characters, with ellipses before the last of 209 pages', async ({
  page,
}) => {
  await page.goto('/characters');
  const nav = pages(page);
  await expect(nav.getByRole('button', { name: 'Page 209', exact: true })).toBeVisible();
  await expect(nav.getByText('More pages')).toHaveCount(1);
  const first = await names(cards(page));

  await nav.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(firstCard(page)).not.toHaveText(first[0] ?? '');

  await nav.getByRole('button', { name: 'Page 3', exact: true }).click();
  await nav.getByRole('button', { name: 'Page 4', exact: true }).click();
  await expect(nav.getByRole('button', { name: 'Page 4', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // 1 … 3 4 5 … 209: an ellipsis on each side of the current page's neighbours.
  await expect(nav.getByText('More pages')).toHaveCount(2);
  await expect(nav.getByRole('button', { name: /^Page / })).toHaveText(['1', '3', '4', '5', '209']);
});

test('a card opens its biography, which a reload keeps (?id=)', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/characters');
  const name = (await firstCard(page).textContent())?.trim() ?? '';
  await firstCard(page).click();
  await expect(page).toHaveURL(/\/characters\/biography\?id=[0-9a-f]{24}$/);
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
  await expect(page).toHaveTitle(`${name} | IC Universe`);
  for (const section of ['Biography', 'Powers', 'Outfit', 'Origin', 'Storyline']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expectAccessible();

  await page.reload();
  await expect(heading).toBeVisible();
});

/** A biography fact's value, by its label. */
const fact = (page: Page, label: string) =>
  page
    .locator('[data-slot="fact"]')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

// The API serves age as a number and the birth date as an ISO date (with a note for legends);
// the biography words them exactly as the writers did.
test.describe('age and birth date read as written', () => {
  for (const [name, age, birthDate] of [
    ['Agnira', '24', '14 April 2001'],
    ['Tara-9', '3 (activated)', '26 January 2022'],
    ['The Hollow King', '1,200', 'Unknown'],
    ['Shunya', 'Older than stars', 'Before the first star'],
  ] as const) {
    test(name, async ({ page }) => {
      await page.goto(`/characters?q=${encodeURIComponent(name)}`);
      await cards(page).getByText(name, { exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(fact(page, 'Age')).toHaveText(age);
      await expect(fact(page, 'Birth date')).toHaveText(birthDate);
    });
  }
});

test('the power selector switches among the three power pictures', async ({ page }) => {
  await page.goto('/characters?q=agnira');
  await firstCard(page).click();
  const powers = page.getByRole('region', { name: 'Powers' });
  const buttons = powers.getByRole('button');
  await expect(buttons).toHaveCount(3);
  const picture = powers.getByRole('img');
  await expect(picture).toHaveAttribute('src', /power-1\.svg$/);
  for (const [index, button] of (await buttons.all()).entries()) {
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(picture).toHaveAttribute('src', new RegExp(`power-${index + 1}\\.svg$`));
    await expect(picture).toHaveAccessibleName(`Agnira using ${await button.textContent()}`);
  }
});

test('a biography without a known id says so and leads back to the list', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/characters/biography?id=000000000000000000000000');
  await expect(page.getByRole('heading', { name: 'Oops, no character found' })).toBeVisible();
  await expectAccessible();
  await page.getByRole('link', { name: 'Browse all characters' }).click();
  await expect(page).toHaveURL(/\/characters$/);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the hub shows two cards a row and the biography fits the screen', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/characters');
    const items = page.getByRole('list', { name: 'Characters' }).getByRole('listitem');
    await expect(items).toHaveCount(12);
    const [one, two] = await Promise.all([items.nth(0).boundingBox(), items.nth(1).boundingBox()]);
    expect(one?.y).toBe(two?.y);
    await expectAccessible();

    // The biography's own heading: the hub's 'Characters' stays up until the new page arrives.
    const name = (await firstCard(page).textContent())?.trim() ?? '';
    await firstCard(page).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible();
  });
});
