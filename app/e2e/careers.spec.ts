// The careers journeys (spec sections 2, 4, 8) against the real server's seeded jobs: the list
// after its skeletons, the two filters, a row to the apply page (kept on reload through ?id=),
// the form's messages and a real application.
import { MESSAGES } from '@ic/domain';
import type { Page } from '@playwright/test';
import { newAccount, waitForMail } from './accounts';
import { expect, test } from './fixtures';

/** The 2.4 s skeletons plus a busy machine. */
const AFTER_SKELETONS = { timeout: 10_000 };

const jobList = (page: Page) => page.getByRole('list', { name: 'Open jobs' });
const jobTitles = (page: Page) => jobList(page).getByRole('heading', { level: 3 });

async function openCareers(page: Page) {
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
  await expect(jobList(page)).toBeVisible(AFTER_SKELETONS);
}

const select = (page: Page, name: 'Department' | 'Job type') =>
  page.getByRole('combobox', { name });

test('the job list shows after the skeletons, with every seeded job', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/careers');
  await expect(page.getByText('Loading…')).toBeAttached();
  await expect(jobList(page)).toBeHidden();
  await expect(jobTitles(page)).toHaveCount(10, AFTER_SKELETONS);
  await expect(page.getByText('10 jobs')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Hiring steps' }).getByRole('heading')).toHaveText([
    'Apply',
    'Review',
    'Interview',
    'Onboarding',
  ]);
  await expectAccessible();
});

test('the department filter narrows the list', async ({ page }) => {
  await openCareers(page);
  await select(page, 'Department').selectOption('2D Animators');
  await expect(jobTitles(page)).toHaveText(['2D Animator', 'Animation Intern']);
});

test('the job type filter narrows the list', async ({ page }) => {
  await openCareers(page);
  await select(page, 'Job type').selectOption('Internship');
  await expect(jobTitles(page)).toHaveCount(2);
  await expect(jobList(page).getByText('Internship', { exact: true })).toHaveCount(2);
  await expect(jobList(page).getByText('Full-time', { exact: true })).toHaveCount(0);
});

test("a combination with no match says 'No jobs available'", async ({ page }) => {
  await openCareers(page);
  await select(page, 'Department').selectOption('Marketing');
  await select(page, 'Job type').selectOption('Internship');
  await expect(page.getByRole('heading', { name: MESSAGES.noJobs })).toBeVisible();
  await expect(jobList(page)).toBeHidden();
});

test('a row opens the apply page with the job, and a reload keeps it', async ({
  page,
  expectAccessible,
}) => {
  await openCareers(page);
  await page.getByRole('link', { name: 'Legal Intern' }).click();
  await expect(page).toHaveURL(/\/careers\/apply\?id=[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Apply for a Job' })).toBeVisible();
  const details = page.getByRole('article');
  await expect(details.getByRole('heading', { name: 'Legal Intern' })).toBeVisible();
  await expect(details.getByText('Legal', { exact: true })).toBeVisible();
  await expect(details.getByText('Internship', { exact: true })).toBeVisible();
  await expect(details.getByRole('heading', { name: 'What you will do' })).toBeVisible();
  await expectAccessible();

  await page.reload();
  await expect(details.getByRole('heading', { name: 'Legal Intern' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Apply for Legal Intern' })).toBeVisible();
});

test('without a job the apply page leads back to the list', async ({ page }) => {
  await page.goto('/careers/apply');
  await expect(page.getByRole('heading', { name: 'Choose a job first' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'See all open jobs' }).click();
  await expect(page).toHaveURL(/\/careers$/);
});

test.describe('applying', () => {
  async function openFirstJob(page: Page) {
    await openCareers(page);
    await jobList(page).getByRole('link').first().click();
    await expect(page.getByRole('form')).toBeVisible();
  }

  test("submitting empty shows the schema's messages", async ({ page }) => {
    await openFirstJob(page);
    await page.getByRole('button', { name: 'Send Application' }).click();
    for (const message of [
      MESSAGES.nameRequired,
      MESSAGES.emailRequired,
      MESSAGES.phoneInvalid,
      MESSAGES.coverLetterRequired,
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByRole('textbox', { name: 'Full name' })).toBeFocused();
  });

  test('a valid application is stored (201), said once, and confirmed by mail', async ({
    page,
  }) => {
    const email = newAccount().email;
    await openFirstJob(page);
    await page.getByRole('textbox', { name: 'Full name' }).fill('Asha Verma');
    await page.getByRole('textbox', { name: 'Email' }).fill(email.toUpperCase());
    await page.getByRole('textbox', { name: 'Phone number' }).fill('98765 43210');
    // Typed as people say it, without https://.
    await page.getByRole('textbox', { name: 'Portfolio link' }).fill('github.com/asha');
    await page
      .getByRole('textbox', { name: 'Cover letter' })
      .fill('I have animated two short films and would love to animate your heroes.');
    await page.getByLabel(/^CV/).setInputFiles({
      name: 'asha-cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% a CV\n%%EOF\n'),
    });
    const answer = page.waitForResponse('**/api/careers/apply');
    await page.getByRole('button', { name: 'Send Application' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    // The CV goes with the fields as one multipart body.
    expect(await response.request().headerValue('content-type')).toMatch(/^multipart\/form-data/);
    const sent = `Application sent! We will write to you at ${email}.`;
    await expect(page.getByRole('main').getByRole('status')).toHaveText(sent);
    await expect(page.getByRole('form')).toBeHidden();
    // The page promises a reply mail: the first one confirms the application.
    await waitForMail(email, /We received your application/);
    await expect(page.getByText(sent)).toHaveCount(1);
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the careers and apply pages fit the screen', async ({ page, expectAccessible }) => {
    await openCareers(page);
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(375);
    await expectAccessible();
    await jobList(page).getByRole('link').first().click();
    await expect(page.getByRole('form')).toBeVisible();
    expect(await width()).toBeLessThanOrEqual(375);
    await expectAccessible();
  });
});
