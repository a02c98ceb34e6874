// Hindi (issue 19) against the real server: a shared ?lang=hi link opens in Hindi, the cookie
// keeps it through links and a reload without the parameter, the switch brings English back,
// and axe passes in both languages.
import { expect, test } from './fixtures';
import { overflowing } from './layout';

test('the characters in Hindi: a shared link, a biography, a reload, and back to English', async ({
  page,
  expectAccessible,
}) => {
  // Three pages and three axe runs: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await page.goto('/characters?lang=hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1, name: 'किरदार' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'सभी किरदार' })).toBeVisible();
  // The count in hi-IN's grouping (Intl.NumberFormat('hi-IN')), in a Hindi sentence.
  const total = new Intl.NumberFormat('hi-IN').format(2500);
  await expect(page.getByText(`${total} किरदार`, { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'मुख्य' })).toBeVisible();
  await expectAccessible();

  // A card to its biography: no ?lang= on the link, the cookie keeps Hindi.
  const card = page.getByRole('list', { name: 'किरदार' }).getByRole('link').first();
  const name = (await card.textContent())?.trim() ?? '';
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'जीवनी' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('lang')).toBeNull();
  await expectAccessible();

  // A reload of an address without the parameter: still Hindi, from the cookie.
  await page.goto('/characters');
  await expect(page.getByRole('heading', { level: 1, name: 'किरदार' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

  // The header's switch: English again, remembered too.
  await page
    .getByRole('banner')
    .getByRole('group', { name: 'भाषा' })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Characters' })).toBeVisible();
  await expect(page.getByText('2,500 characters', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.goto('/characters');
  await expect(page.getByRole('heading', { level: 1, name: 'Characters' })).toBeVisible();
  await expectAccessible();
});

test('the server writes the document in the address’s language, with its alternates', async ({
  request,
}) => {
  const hindi = await (
    await request.get('/characters?lang=hi', { headers: { accept: 'text/html' } })
  ).text();
  expect(hindi).toContain('<html lang="hi-IN"');
  expect(hindi).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/characters\?lang=en">/);
  expect(hindi).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]*\/characters">/);
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
]) {
  test(`Hindi fits at ${viewport.width} px: the characters and a biography, shot for review`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto('/characters?lang=hi');
    await expect(page.getByRole('list', { name: 'किरदार' }).getByRole('link')).toHaveCount(12);
    await page.waitForLoadState('networkidle');
    expect(await overflowing(page)).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath(`characters-hi-${viewport.width}.png`),
      fullPage: true,
    });

    await page.getByRole('list', { name: 'किरदार' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'जीवनी' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await overflowing(page)).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath(`biography-hi-${viewport.width}.png`),
      fullPage: true,
    });
  });
}
