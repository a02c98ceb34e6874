// Careers, Support Us, About and a policy in Hindi (issue 19) against the real server: a shared
// ?lang=hi link opens each in Hindi, the job list filters by its Hindi labels, a job's application
// form speaks Hindi, the policy says at the top that its English text prevails, axe passes, and
// every page fits a 360 px phone.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { overflowing } from './layout';

/** The careers skeletons' 2.4 s plus a busy machine. */
const AFTER_SKELETONS = { timeout: 10_000 };

/** Lakhs of rupees in the Indian grouping: ₹3,25,701. */
const INDIAN_RUPEES = /₹\d{1,2},\d{2},\d{3}/;

const jobList = (page: Page) => page.getByRole('list', { name: 'खुली नौकरियाँ' });

test('the careers in Hindi: the list, its filters and a job’s application form', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  await page.goto('/careers?lang=hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1, name: 'करियर' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'खुली नौकरियाँ' })).toBeVisible();
  await expect(jobList(page).getByRole('heading', { level: 3 })).toHaveCount(10, AFTER_SKELETONS);
  await expect(page.getByText('10 नौकरियाँ', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'भर्ती के चरण' }).getByRole('heading')).toHaveText([
    'आवेदन',
    'समीक्षा',
    'इंटरव्यू',
    'शुरुआत',
  ]);
  await expectAccessible();

  // The filters show Hindi labels over the spec's values; the rows' badges follow them.
  await page.getByRole('combobox', { name: 'नौकरी का प्रकार' }).selectOption({ label: 'इंटर्नशिप' });
  await expect(jobList(page).getByRole('heading', { level: 3 })).toHaveCount(2);
  await expect(jobList(page).getByText('इंटर्नशिप', { exact: true })).toHaveCount(2);
  await expect(page.getByText('2 नौकरियाँ', { exact: true })).toBeVisible();

  // A row to its application page: the job's own texts stay as stored, the form is in Hindi.
  const row = jobList(page).getByRole('heading', { level: 3 }).first();
  const title = (await row.textContent())?.trim() ?? '';
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'नौकरी के लिए आवेदन' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'नौकरी के बारे में' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `${title} के लिए आवेदन` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'पूरा नाम' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'आवेदन भेजें' })).toBeVisible();
  await expect(page).toHaveTitle(`आवेदन: ${title} | IC Universe`);
  await expectAccessible();
});

test('Support Us and About in Hindi: headings, figures in hi-IN and the donation panel', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  // The server's head is Hindi, and the browser's title after hydration is the same: no flip.
  const response = await page.request.get('/support-us?lang=hi', {
    headers: { accept: 'text/html' },
  });
  const served = await response.text();
  expect(served).toContain('<title>हमारा साथ दें | IC Universe</title>');
  await page.goto('/support-us?lang=hi');
  await expect(page.getByRole('heading', { level: 1, name: 'हमारा साथ दें' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'दान कीजिए' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'पैसा कहाँ जाता है' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'अभी दान करें' })).toBeVisible();
  // The monthly figure (never below ₹3,25,701) in the Indian grouping, which hi-IN keeps.
  await expect(page.getByRole('region', { name: 'अब तक आपका सहयोग' })).toContainText(
    INDIAN_RUPEES,
    AFTER_SKELETONS,
  );
  await expect(page.getByRole('button', { name: 'पूरा ब्योरा देखें' }).first()).toBeVisible();
  await expect(page).toHaveTitle('हमारा साथ दें | IC Universe');
  await expectAccessible();

  await page.goto('/aboutUS?lang=hi');
  await expect(page.getByRole('heading', { level: 1, name: 'हमारे बारे में' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'हमारी संस्थापक से मिलिए' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'हमारा सपना' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'हमारी टीमें' })).toBeVisible(AFTER_SKELETONS);
  await expectAccessible();
});

test('a policy in Hindi says at the top that the English text prevails', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/refund-policy?lang=hi');
  await expect(page.getByRole('heading', { level: 1, name: 'रिफ़ंड नीति' })).toBeVisible();
  const notice = page.getByRole('note');
  await expect(notice).toContainText('अंग्रेज़ी पाठ ही मान्य है');
  // The notice comes before the policy's own text, which stays in English and says so.
  const noticeTop = (await notice.boundingBox())?.y ?? Infinity;
  const firstSection = page.getByRole('region', { name: 'When you can ask for a refund' });
  expect(noticeTop).toBeLessThan((await firstSection.boundingBox())?.y ?? 0);
  await expect(page.locator('[data-slot="policy-body"]')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 2, name: 'विषय-सूची' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'PDF डाउनलोड करें' })).toBeVisible();
  await expect(page.getByText('15 अगस्त 2025')).toBeVisible();
  await expectAccessible();

  // In English there is no notice: the text is the binding one.
  await page.goto('/refund-policy?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
]) {
  test(`careers, support and a policy fit at ${viewport.width} px in Hindi, shot for review`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const shots: { name: string; url: string; ready: (page: Page) => Promise<void> }[] = [
      {
        name: 'careers',
        url: '/careers?lang=hi',
        ready: async (p) => {
          await expect(jobList(p).getByRole('heading', { level: 3 })).toHaveCount(
            10,
            AFTER_SKELETONS,
          );
        },
      },
      {
        name: 'careers-apply',
        url: '/careers?lang=hi',
        ready: async (p) => {
          await jobList(p).getByRole('link').first().click(AFTER_SKELETONS);
          await expect(p.getByRole('button', { name: 'आवेदन भेजें' })).toBeVisible();
        },
      },
      {
        name: 'support-us',
        url: '/support-us?lang=hi',
        ready: async (p) => {
          await expect(p.getByRole('heading', { level: 1, name: 'हमारा साथ दें' })).toBeVisible();
          await expect(p.getByRole('region', { name: 'अब तक आपका सहयोग' })).toContainText(
            INDIAN_RUPEES,
            AFTER_SKELETONS,
          );
        },
      },
      {
        name: 'about',
        url: '/aboutUS?lang=hi',
        ready: async (p) => {
          await expect(p.getByRole('region', { name: 'हमारी टीमें' })).toBeVisible(AFTER_SKELETONS);
        },
      },
      {
        name: 'community',
        url: '/community?lang=hi',
        ready: async (p) => {
          await expect(p.getByRole('heading', { level: 1, name: 'कम्युनिटी' })).toBeVisible();
          const milestones = p.getByRole('region', { name: 'वे पड़ाव जिन तक हम साथ पहुँचे' });
          await expect(milestones.getByRole('heading', { level: 3 }).first()).toBeVisible(
            AFTER_SKELETONS,
          );
        },
      },
      {
        name: 'refund-policy',
        url: '/refund-policy?lang=hi',
        ready: async (p) => {
          await expect(p.getByRole('note')).toBeVisible();
        },
      },
    ];
    for (const shot of shots) {
      await page.goto(shot.url);
      await shot.ready(page);
      await page.waitForLoadState('networkidle');
      expect(await overflowing(page), shot.name).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`${shot.name}-hi-${viewport.width}.png`),
        fullPage: true,
      });
    }
  });
}
