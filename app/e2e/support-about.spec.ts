// Support Us, About and Community against the real seeded server (spec sections 2, 4 and 9),
// and the network-error screen when a page's chunk cannot be downloaded.
import { MESSAGES, STATS_FLOORS, TIMINGS } from '@ic/domain';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Skeletons stay 2.4 s; content follows as soon as the data is there. */
const AFTER_SKELETONS = { timeout: TIMINGS.skeletonMs + 5_000 };

/** '₹3,25,701' style: the last three digits, then pairs. */
const INDIAN_RUPEES = /^₹\d{1,2}(,\d{2})*,\d{3}$/;

const TEAM_ORDER = ['UI/UX', 'Development', 'Marketing', 'Content'].map((name) => `Team ${name}`);

const digits = (text: string | null | undefined) => Number((text ?? '').replace(/\D/g, ''));

function statsFigures(page: Page) {
  return page.getByRole('region', { name: 'Your support so far' }).locator('dd');
}

test.describe('/support-us', () => {
  test('statistics never below the floors, in Indian grouping', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/support-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Support Us' })).toBeVisible();
    const figures = statsFigures(page);
    await expect(figures).toHaveCount(3, AFTER_SKELETONS);
    const [funds, supporters, corporates] = await figures.allTextContents();
    expect(funds).toMatch(INDIAN_RUPEES);
    expect(digits(funds)).toBeGreaterThanOrEqual(STATS_FLOORS.monthlyFunds);
    expect(digits(supporters)).toBeGreaterThanOrEqual(STATS_FLOORS.supporterCount);
    expect(corporates).toBe('7');
    await expectAccessible();
  });

  test('fund groups open with VIEW BREAKDOWN and close with VIEW LESS', async ({ page }) => {
    await page.goto('/support-us');
    const group = page.getByRole('region', { name: /National Development/ });
    const toggle = group.getByRole('button');
    await expect(toggle).toHaveText('VIEW BREAKDOWN');
    await expect(group.getByText('Youth & Sports')).toBeHidden();
    await toggle.click();
    await expect(group.getByText('Youth & Sports')).toBeVisible();
    await expect(toggle).toHaveText('VIEW LESS');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(group.getByText('Youth & Sports')).toBeHidden();
    await expect(toggle).toHaveText('VIEW BREAKDOWN');
  });

  test('View More adds two stories at a time until the end message', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/support-us');
    const stories = page.getByRole('region', { name: 'Support Us stories' });
    const entries = stories.getByRole('article');
    await expect(entries).toHaveCount(2, AFTER_SKELETONS);
    const viewMore = stories.getByRole('button', { name: 'View More' });
    let shown = 2;
    while (await viewMore.isVisible()) {
      await viewMore.click();
      await expect(entries).not.toHaveCount(shown);
      const now = await entries.count();
      expect(now - shown).toBeLessThanOrEqual(2);
      shown = now;
    }
    expect(shown).toBeGreaterThan(2);
    await expect(stories.getByText(MESSAGES.timelineEnd)).toBeVisible();
    await expectAccessible();
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test('the stories step one at a time with Prev and Next', async ({
      page,
      expectAccessible,
    }) => {
      await page.goto('/support-us');
      const stories = page.getByRole('region', { name: 'Support Us stories' });
      await expect(stories.getByText(/^1 of \d+$/)).toBeVisible(AFTER_SKELETONS);
      await expect(stories.getByRole('article')).toHaveCount(1);
      await stories.getByRole('button', { name: 'Next' }).click();
      await expect(stories.getByText(/^2 of \d+$/)).toBeVisible();
      await stories.getByRole('button', { name: 'Prev' }).click();
      await expect(stories.getByText(/^1 of \d+$/)).toBeVisible();
      await expectAccessible();
    });
  });
});

test.describe('/aboutUS', () => {
  test('the founder, a team that rotates after 5 s and the four vision cards', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/aboutUS');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.getByText(/more than 2,500 superheroes/)).toBeVisible();

    const founder = page.getByRole('article', { name: 'Anaya Deshpande' });
    await founder.scrollIntoViewIfNeeded();
    const portrait = founder.getByRole('img');
    await expect(portrait).toBeVisible();
    await expect
      .poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    const vision = page.getByRole('list', { name: 'Our vision' });
    await expect(vision.getByRole('heading', { level: 3 })).toHaveText([
      'Innovation',
      'Growing Audience',
      'Growth',
      'Future Goals',
    ]);

    // Keep the pointer off the carousel: hovering pauses the rotation.
    await page.mouse.move(0, 0);
    const teams = page.getByRole('region', { name: 'Our teams' });
    const heading = teams.getByRole('heading', { level: 3 });
    await expect(heading).toHaveText(/^Team /, AFTER_SKELETONS);
    await expect(teams.getByRole('listitem').first()).toBeVisible();
    // The teams come in the server's order and wrap; whichever is on show, the next follows.
    const shown = (await heading.textContent()) ?? '';
    const next = TEAM_ORDER[(TEAM_ORDER.indexOf(shown) + 1) % TEAM_ORDER.length];
    expect(TEAM_ORDER).toContain(shown);
    await expect(heading).toHaveText(next!, { timeout: TIMINGS.teamRotationMs + 2_000 });
    await expectAccessible();
  });
});

test('/community shows the newest blogs, milestones, channels and ways to get involved', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  const blogs = page.getByRole('region', { name: 'Fresh from the studio' });
  await expect(blogs.getByRole('article')).toHaveCount(3, AFTER_SKELETONS);
  const milestones = page.getByRole('region', { name: 'Milestones we reached together' });
  await expect(milestones.getByRole('heading', { level: 3 })).toHaveCount(3);
  const channels = page.getByRole('region', { name: 'Follow IC Universe' }).getByRole('link');
  await expect(channels).toHaveCount(5);
  await expect(page.getByRole('link', { name: /Careers & internships/ })).toHaveAttribute(
    'href',
    '/careers',
  );
  await expectAccessible();
});

test("a page whose chunk cannot be downloaded shows 'Whooops!', and Try again reloads it", async ({
  page,
  expectAccessible,
}) => {
  await page.route(/\/assets\/AboutPage-[^/]*\.js$/, (route) =>
    route.abort('internetdisconnected'),
  );
  await page.goto('/aboutUS');
  await expect(page.getByRole('heading', { level: 1, name: 'Whooops!' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Connection tips' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await expectAccessible();
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
});
