// The checkout in Hindi (issue 19) against the real server: a member buys Monthly in the sandbox
// from /ultimate?lang=hi and reads the receipt in Hindi, the cart's first step is Hindi too, and
// both fit a 360 px phone. A plan has one Hindi name everywhere (Monthly is मासिक on the card, in
// the checkout, on the receipt and on the account page); Ultimate and the add-on's name stay.
import { planPrice } from '@ic/domain';
import { signUpViaApi } from './accounts';
import { expect, test } from './fixtures';
import { overflowing } from './layout';

const SKELETONS = { timeout: 10_000 };

/** Whole rupees as hi-IN writes them (Intl.NumberFormat('hi-IN'): 3,25,701). */
const hindiRupees = (amount: number) => `₹${new Intl.NumberFormat('hi-IN').format(amount)}`;

test('buying Monthly in the sandbox in Hindi, to a receipt in Hindi', async ({
  page,
  expectAccessible,
}, testInfo) => {
  // Two pages behind their skeletons, the checkout window and three axe runs.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpViaApi(page);
  await page.goto('/ultimate?lang=hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 2, name: 'अपना प्लान चुनें' })).toBeVisible();
  const monthly = page.getByRole('article', { name: 'मासिक' });
  await expect(monthly).toBeVisible(SKELETONS);
  await expect(monthly).toContainText('अनलिमिटेड कॉमिक्स');
  await expect(monthly.getByRole('checkbox', { name: /Research Papers/ })).toBeChecked();
  await expect(page.getByRole('heading', { level: 2, name: 'सदस्यता किट' })).toBeVisible();
  await expectAccessible();
  await expect(page.getByRole('article', { name: 'वार्षिक' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Ultimate किट' }).first()).toBeVisible();
  await monthly.getByRole('button', { name: 'प्लान चुनें (मासिक)' }).click();

  // The sandbox's window in Hindi: what is bought, its parts, the total and the buttons.
  const amount = planPrice('Monthly', true);
  const price = hindiRupees(amount);
  const dialog = page.getByRole('dialog', { name: 'IC Universe सैंडबॉक्स चेकआउट' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('मासिक सदस्यता की खरीद');
  await expect(dialog).not.toContainText('Monthly');
  await expect(dialog).toContainText(`कुल${price}`);
  await expect(dialog).toContainText('यह टेस्ट चेकआउट है');
  await expect(dialog.getByRole('button', { name: 'भुगतान फ़ेल करें' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'रद्द करें' })).toBeVisible();
  await expectAccessible();
  await page.screenshot({ path: testInfo.outputPath('sandbox-hi-360.png') });
  await dialog.getByRole('button', { name: `${price} चुकाएँ` }).click();

  // The receipt in Hindi, the amount in hi-IN's grouping and per month.
  await expect(page.getByRole('heading', { level: 1, name: 'ऑर्डर पूरा हुआ' })).toBeVisible();
  const receipt = page.getByRole('region', { name: 'मासिक सदस्यता की खरीद' });
  await expect(receipt).toContainText('मासिक सदस्यता की खरीद + Research Papers');
  await expect(receipt).toContainText(`${price} प्रति माह`);
  await expect(receipt).toContainText('भुगतान हो गया');
  await expect(receipt).toContainText('Ultimate कब तक');
  await expect(receipt.getByRole('link', { name: 'मेरे खाते पर जाएँ' })).toBeVisible();
  await expect(page.getByText(/^धन्यवाद! आपकी रसीद ICU-/)).toBeVisible();
  await expectAccessible();
  await page.screenshot({
    path: testInfo.outputPath('order-complete-hi-360.png'),
    fullPage: true,
  });
  // The whole page, the header's member greeting and badge included.
  expect(await overflowing(page)).toEqual([]);
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect(receipt).toBeVisible();
  expect(await overflowing(page)).toEqual([]);
  await page.screenshot({
    path: testInfo.outputPath('order-complete-hi-1366.png'),
    fullPage: true,
  });

  // The account page names the plan and the order the same way.
  await page.goto('/my-account?lang=hi');
  const membership = page.getByRole('region', { name: 'सदस्यता' });
  await expect(membership).toContainText('मासिक', SKELETONS);
  await expect(membership).not.toContainText('Monthly');
  await expect(
    page.getByRole('listitem').filter({ hasText: 'मासिक सदस्यता की खरीद + Research Papers' }),
  ).toBeVisible();
  await expectAccessible();
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
]) {
  test(`the Ultimate page and the cart's first step fit at ${viewport.width} px in Hindi, shot for review`, async ({
    page,
    expectAccessible,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await signUpViaApi(page);
    await page.goto('/ultimate?lang=hi');
    await expect(page.getByRole('article', { name: 'मासिक' })).toBeVisible(SKELETONS);
    await expect(page.getByRole('heading', { level: 2, name: 'क्रिएटर ट्रेलर' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await overflowing(page)).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath(`ultimate-hi-${viewport.width}.png`),
      fullPage: true,
    });

    // Monthly has no address: its first step is the payment method.
    await page.goto('/cart?lang=hi');
    await expect(page.getByRole('heading', { level: 1, name: 'चेकआउट' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'भुगतान का तरीका' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'चेकआउट की प्रगति' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'आपका कार्ट!' })).toBeVisible();
    await expect(page.getByText(`सदस्यता शुल्क ${hindiRupees(129)} प्रति माह`)).toBeVisible();
    await expect(page.getByText('मासिक सदस्यता', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'क्रेडिट या डेबिट कार्ड' })).toBeVisible();
    await expectAccessible();
    await page.waitForLoadState('networkidle');
    expect(await overflowing(page)).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath(`cart-hi-${viewport.width}.png`),
      fullPage: true,
    });
  });
}
