// The account area in Hindi (issue 19) against the real server: signing up with ?lang=hi (the
// steps' labels, the spec's validation messages from the errors catalogue, the welcome), the
// login page, the account page signed in, the guardian dashboard's way in and the feedback page;
// axe on each, and each fits a 360 px phone.
import type { Page } from '@playwright/test';
import { newAccount, signUpViaApi } from './accounts';
import { expect, test } from './fixtures';
import { overflowing } from './layout';

const main = (page: Page) => page.getByRole('main');
/** By label start: required labels end with a '*', and 'पासवर्ड' is also in 'पासवर्ड दिखाएँ'. */
const field = (page: Page, name: string) => main(page).getByLabel(new RegExp(`^${name}(?! दिखाएँ)`));

test('signing up in Hindi: the steps, the spec’s messages in Hindi, then the welcome', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const account = newAccount();
  await page.goto('/signup?lang=hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1, name: 'साइन अप' })).toBeVisible();
  await expect(main(page).getByRole('list', { name: 'नए पासवर्ड के नियम' })).toBeVisible();
  await expect(main(page).getByText('कम से कम 6 अक्षर')).toBeVisible();

  // Step 1: the domain's messages, in Hindi, after a blur and after a submit.
  await field(page, 'ईमेल').fill('meera@');
  await field(page, 'ईमेल').blur();
  await expect(main(page).getByText('कृपया सही ईमेल पता लिखें।')).toBeVisible();
  await field(page, 'पासवर्ड').fill('weakpass');
  await field(page, 'पासवर्ड').blur();
  await expect(
    main(page).getByText('इसमें बड़ा अक्षर, छोटा अक्षर, अंक और चिह्न होना ज़रूरी है'),
  ).toBeVisible();
  await main(page).getByRole('button', { name: 'आगे बढ़ें' }).click();
  await expect(main(page).getByText('आगे बढ़ने के लिए कृपया उपयोग की शर्तें स्वीकार करें')).toBeVisible();
  await expectAccessible();

  await field(page, 'ईमेल').fill(account.email);
  await field(page, 'पासवर्ड').fill(account.password);
  await main(page)
    .getByRole('checkbox', { name: /उपयोग की शर्तों/ })
    .check();
  await main(page).getByRole('button', { name: 'आगे बढ़ें' }).click();
  await expect(page).toHaveURL(/step=2/);

  // Step 2: an empty submit says what each field needs, in Hindi.
  await main(page).getByRole('button', { name: 'आगे बढ़ें' }).click();
  await expect(main(page).getByText('नाम ज़रूरी है')).toBeVisible();
  await expect(main(page).getByText('सही जन्मतिथि लिखें')).toBeVisible();
  await expect(main(page).getByText('यूज़रनेम 6-30 अक्षरों का होना चाहिए')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'पहले चरण पर लौटें' })).toBeVisible();
  await expectAccessible();

  await field(page, 'पूरा नाम').fill(account.name);
  await field(page, 'जन्मतिथि').fill(account.dob);
  await field(page, 'यूज़रनेम').fill(account.username);
  await main(page).getByRole('button', { name: 'आगे बढ़ें' }).click();

  await expect(page.getByText('साइन अप हो गया!', { exact: true })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'स्वागत है, Meera!' })).toBeVisible();
  await expect(main(page).getByText(`आपका यूज़रनेम ${account.username} है`)).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'छोड़ें' })).toHaveAttribute('href', '/');
  await expect(main(page).getByRole('heading', { name: 'कॉमिक्स पढ़ें' })).toBeVisible();
  await expectAccessible();
});

test('the login page and the account page signed in, in Hindi', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  await page.goto('/login?lang=hi');
  await expect(page.getByRole('heading', { level: 1, name: 'लॉग इन' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'पासवर्ड भूल गए?' })).toBeVisible();
  await main(page).getByRole('button', { name: 'आगे बढ़ें' }).click();
  await expect(main(page).getByText('ईमेल ज़रूरी है')).toBeVisible();
  await expect(main(page).getByText('पासवर्ड ज़रूरी है')).toBeVisible();
  await expectAccessible();

  await signUpViaApi(page);
  await page.goto('/my-account?lang=hi');
  await expect(page.getByRole('heading', { level: 1, name: 'मेरा अकाउंट' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'सदस्यता' })).toBeVisible();
  await expect(main(page).getByText('मुफ़्त', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'मेरे ऑर्डर' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'सेटिंग्स' })).toBeVisible();
  await expect(main(page).getByRole('switch', { name: /सब्सक्रिप्शन मेल/ })).toBeVisible();
  await expectAccessible();

  // The delete dialog asks in Hindi.
  await main(page).getByRole('button', { name: 'मेरा अकाउंट डिलीट करें' }).click();
  const dialog = page.getByRole('dialog', { name: 'अपना अकाउंट डिलीट करें?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'रद्द करें' })).toBeVisible();
  await expectAccessible();
});

test('the guardian dashboard’s way in, in Hindi', async ({ page, expectAccessible }) => {
  await page.goto('/guardian?lang=hi');
  await expect(page.getByRole('heading', { level: 1, name: 'अभिभावक डैशबोर्ड' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'मुझे लिंक मेल करें' })).toBeVisible();
  await expectAccessible();
});

test('the feedback page in Hindi: the form, its preview and a sent message', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  await page.goto('/feedback?lang=hi');
  await expect(page.getByRole('heading', { level: 1, name: 'फ़ीडबैक' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'फ़ीडबैक की झलक' })).toBeVisible();
  await expect(main(page).getByText('जहाँ हम आपको जवाब दे सकें')).toBeVisible();
  await main(page).getByRole('button', { name: 'भेजें' }).click();
  await expect(main(page).getByText('नाम ज़रूरी है')).toBeVisible();
  await expectAccessible();

  await field(page, 'ईमेल').fill('meera@example.in');
  await field(page, 'नाम').fill('Meera');
  await main(page).getByRole('combobox', { name: /विषय/ }).selectOption('Suggestion');
  await main(page)
    .getByRole('textbox', { name: /^फ़ीडबैक/ })
    .fill('हिंदी में पढ़ना अच्छा लगा।');
  await expect(main(page).getByRole('region', { name: 'फ़ीडबैक की झलक' })).toContainText('सुझाव');
  await main(page).getByRole('button', { name: 'भेजें' }).click();
  await expect(main(page).getByRole('status')).not.toBeEmpty();
  await expect(main(page).getByRole('status')).not.toContainText('Feedback');
  await expectAccessible();
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
]) {
  test(`the account area in Hindi fits at ${viewport.width} px, shot for review`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const shoot = async (name: string) => {
      await page.waitForLoadState('networkidle');
      expect(await overflowing(page), name).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`${name}-hi-${viewport.width}.png`),
        fullPage: true,
      });
    };
    await page.goto('/signup?lang=hi');
    await main(page).getByRole('button', { name: 'आगे बढ़ें' }).click();
    await expect(main(page).getByText('ईमेल ज़रूरी है')).toBeVisible();
    await shoot('signup');
    await page.goto('/login?lang=hi');
    await expect(page.getByRole('heading', { level: 1, name: 'लॉग इन' })).toBeVisible();
    await shoot('login');
    await page.goto('/guardian?lang=hi');
    await expect(main(page).getByRole('button', { name: 'मुझे लिंक मेल करें' })).toBeVisible();
    await shoot('guardian');
    await page.goto('/feedback?lang=hi');
    await expect(page.getByRole('heading', { level: 1, name: 'फ़ीडबैक' })).toBeVisible();
    await shoot('feedback');
    await signUpViaApi(page);
    await page.goto('/my-account?lang=hi');
    await expect(page.getByRole('heading', { level: 2, name: 'सेटिंग्स' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'मेरी सूची' })).toBeVisible();
    await shoot('account');
  });
}
