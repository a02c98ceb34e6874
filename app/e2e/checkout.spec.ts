// The checkout wizard on the real server with its sandbox provider (spec sections 2, 4, 5 and 9):
// the kit's saved addresses added, edited and removed, then a card payment; the monthly plan
// without an address step, its add-on left out, paid by a UPI AutoPay mandate; each ending on the
// order read back from the server at the price the cart showed.
import { MESSAGES, formatIndianNumber } from '@ic/domain';
import type { Page } from '@playwright/test';
import { signUpViaApi } from './accounts';
import { expect, test } from './fixtures';

const ADDRESS = {
  house: '12 Lotus Court',
  street: 'MG Road',
  postalCode: '560001',
  city: 'Bengaluru',
  phone: '9876543210',
};

const KIT_CART = '/cart?plan=UltimateKit';

function field(page: Page, label: RegExp) {
  return page.getByRole('textbox', { name: label });
}

async function fillAddress(page: Page, address: typeof ADDRESS) {
  await field(page, /House \/ Building/).fill(address.house);
  await field(page, /Street \/ Area/).fill(address.street);
  await field(page, /Postal code/).fill(address.postalCode);
  await field(page, /City \/ District/).fill(address.city);
  await field(page, /Phone number/).fill(address.phone);
}

function deliveryStep(page: Page) {
  return page.getByRole('heading', { level: 2, name: 'Delivery To' });
}

/**
 * Pays in the sandbox's checkout window the very price the cart showed, and lands on the receipt
 * that says it again (and what the server charged).
 */
async function payInSandbox(page: Page, plan: RegExp, price: string) {
  const checkout = page.getByRole('dialog', { name: 'IC Universe sandbox checkout' });
  await expect(checkout).toBeVisible();
  await checkout.getByRole('button', { name: `Pay ${price}` }).click();
  await expect(page).toHaveURL(/\/order-complete\?order=/, { timeout: 15_000 });
  const receipt = page.getByRole('region', { name: plan });
  await expect(receipt).toContainText(price);
  await expect(receipt).toContainText('paid');
  const [order] = (await (await page.request.get('/api/orders')).json()).data as {
    amount: number;
  }[];
  expect(`₹${formatIndianNumber(order?.amount ?? 0)}`).toBe(price);
}

const progress = (page: Page) =>
  page.getByRole('list', { name: 'Checkout progress' }).locator('[data-slot="label"]');

test('the kit asks for an address: added (default or not), edited and removed, then a card pays', async ({
  page,
  expectAccessible,
}) => {
  // A long journey on a shared machine: the budget covers every step, not one.
  test.setTimeout(120_000);
  await signUpViaApi(page);
  await page.goto('/comics');
  await page.goto(KIT_CART);
  await expect(deliveryStep(page)).toBeVisible();
  await expect(progress(page)).toHaveText([/Login/, /Address/, /Payment/, /Order Complete/]);
  await expect(page.getByRole('region', { name: 'Your Cart!' })).toContainText('Total₹2,049');
  await expect(page.getByRole('button', { name: 'CONTINUE TO CHECK-OUT' })).toBeDisabled();
  await expect(page.getByText('Add a delivery address to continue to check-out.')).toBeVisible();
  await expectAccessible();

  // Step 5: SAVE works without the default box ticked; every rule speaks.
  await page.getByRole('button', { name: 'Add New Address' }).click();
  await expect(page).toHaveURL(/step=5/);
  const save = page.getByRole('button', { name: 'SAVE' });
  await expect(
    page.getByRole('checkbox', { name: 'Make this my default address' }),
  ).not.toBeChecked();
  await save.click();
  await expect(page.getByText(MESSAGES.fieldRequired).first()).toBeVisible();
  await expect(page.getByText(MESSAGES.postalCodeInvalid)).toBeVisible();
  await expect(page.getByText(MESSAGES.phoneInvalid)).toBeVisible();
  await fillAddress(page, { ...ADDRESS, postalCode: '012345', phone: '12345' });
  await expect(page.getByText(MESSAGES.postalCodeInvalid)).toBeVisible();
  await expect(page.getByText(MESSAGES.phoneInvalid)).toBeVisible();
  await expectAccessible();
  await fillAddress(page, ADDRESS);
  await save.click();

  await expect(deliveryStep(page)).toBeVisible();
  await expect(page).toHaveURL(/step=1/);
  await expect(page.getByRole('radio', { checked: true })).toBeVisible();
  await expect(page.getByText('12 Lotus Court, MG Road')).toBeVisible();
  await expectAccessible();

  // Steps replace history: Back leaves the checkout.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/cart/);
  await page.goto(KIT_CART);

  // EDIT opens the form filled in, and the change is saved with PUT.
  await page.getByRole('button', { name: /^EDIT/ }).click();
  await expect(field(page, /City \/ District/)).toHaveValue('Bengaluru');
  await field(page, /City \/ District/).fill('Mysuru');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Mysuru', { exact: false })).toBeVisible();
  await expect(page.getByText('Bengaluru', { exact: false })).toHaveCount(0);

  // A second address, then REMOVE it after confirming.
  await page.getByRole('button', { name: 'Add New Address' }).click();
  await fillAddress(page, { ...ADDRESS, house: '7 Sea View', city: 'Kochi' });
  await page.getByRole('checkbox', { name: 'Make this my default address' }).check();
  await page.getByRole('button', { name: 'SAVE' }).click();
  const saved = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
  await expect(saved).toHaveCount(2);
  await page.getByRole('button', { name: 'REMOVE 7 Sea View, Kochi' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'REMOVE' }).click();
  await expect(saved).toHaveCount(1);
  await expect(page.getByText('7 Sea View', { exact: false })).toHaveCount(0);

  // Card payment through the sandbox, then the receipt and the premium check.
  await page.getByRole('radio').check();
  await page.getByRole('button', { name: 'CONTINUE TO CHECK-OUT' }).click();
  await expect(page).toHaveURL(/step=2/);
  await page.getByRole('button', { name: 'Credit or Debit Card' }).click();
  await payInSandbox(page, /Ultimate ?Kit/, '₹2,049');
  await expect(page.getByRole('heading', { level: 1, name: 'Order Complete' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to My Account' })).toHaveAttribute(
    'href',
    '/my-account',
  );
  await expectAccessible();
  const verify = await (await page.request.get('/payment/verify')).json();
  expect(verify).toEqual({ success: true, isPremium: true });
});

test('the monthly plan has no address step; without the add-on, UPI AutoPay pays ₹129', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 2, name: 'Payment method' })).toBeVisible();
  await expect(progress(page)).toHaveText([/Login/, /Payment/, /Order Complete/]);
  const cart = page.getByRole('region', { name: 'Your Cart!' });
  await expect(cart).toContainText('Total₹179 per month');
  // The choice lives in the address (?researchPapers=false): the box follows the navigation.
  await page.getByRole('checkbox', { name: /Research Papers/ }).click();
  await expect(cart).toContainText('Total₹129 per month');
  await expectAccessible();

  await page.getByRole('button', { name: 'UPI AutoPay' }).click();
  await expect(page).toHaveURL(/step=3/);
  await page.getByRole('button', { name: 'GPay' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'GPay will ask you to approve the AutoPay mandate after you confirm.',
  );
  const upiId = page.getByRole('textbox', { name: /UPI ID/ });
  await upiId.fill('meera');
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page.getByText(MESSAGES.upiIdInvalid)).toBeVisible();
  await expect(page).toHaveURL(/step=3/);
  await expectAccessible();
  await upiId.fill('meera@okaxis');
  await page.getByRole('button', { name: 'NEXT' }).click();

  await expect(page).toHaveURL(/step=4/);
  await expect(page.getByText('₹129 per month').last()).toBeVisible();
  const next = page.getByRole('button', { name: 'NEXT' });
  await expect(next).toBeDisabled();
  await expect(page.getByText(MESSAGES.agreementRequired)).toBeVisible();
  await expectAccessible();
  await page.getByRole('checkbox', { name: /recurring payment terms/ }).check();
  await expect(next).toBeEnabled();
  await next.click();
  await payInSandbox(page, /Monthly/, '₹129');
  await expectAccessible();
});

test('/order-complete without an order says so and leads to My Account', async ({
  page,
  expectAccessible,
}) => {
  await signUpViaApi(page);
  await page.goto('/order-complete');
  await expect(page.getByRole('heading', { name: 'No order to show' })).toBeVisible();
  await page.goto('/order-complete?order=order_unknown');
  await expect(page.getByRole('heading', { name: 'We could not find that order' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByRole('link', { name: 'Go to My Account' })).toBeVisible();
  await expectAccessible();
});
