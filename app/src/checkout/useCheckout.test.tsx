import { AUTH_TOKEN_KEY, MESSAGES } from '@ic/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { useState } from 'react';
import { captureErrorLog } from '../test/console';
import { envelope, failure, stubFetch, type RecordedRequest } from '../test/fetchStub';
import { TestProviders } from '../test/providers';
import { useChapters } from '../api/chapters';
import { useCheckout } from './useCheckout';

captureErrorLog();
afterEach(() => localStorage.clear());

const created = {
  keyId: 'rzp_test_sandbox',
  amount: 17900,
  amountRupees: 179,
  orderId: 'order_7',
  currency: 'INR',
  provider: 'sandbox',
  description: 'Monthly Membership Purchase',
  purpose: 'membership',
  recurring: true,
};

const GIFT = { supportType: 'one-time', amount: 179, displayName: 'Asha' } as const;

function Donor() {
  const { payDonation, checkoutDialog } = useCheckout();
  const [result, setResult] = useState('none');
  return (
    <>
      <button onClick={() => void payDonation(GIFT).then((r) => setResult(r.status))}>Give</button>
      <output>{result}</output>
      {checkoutDialog}
    </>
  );
}

function Buyer() {
  const { payMembership, checkoutDialog, busy } = useCheckout();
  const [result, setResult] = useState('none');
  return (
    <>
      <button
        disabled={busy}
        onClick={() => void payMembership('Monthly', true).then((r) => setResult(r.status))}
      >
        Buy
      </button>
      <output>{result}</output>
      {checkoutDialog}
    </>
  );
}

/** A chapter list on the same screen, as the reader's paywall has. */
function Chapters() {
  const { chapters } = useChapters('k1');
  return <p>{chapters.length} chapters</p>;
}

function answer(request: RecordedRequest) {
  const path = request.url.pathname;
  if (path === '/comicChap/k1/chapters') return envelope([]);
  if (path === '/payment/create') return envelope(created);
  if (path === '/api/sandbox/orders/order_7/pay') {
    return envelope({ status: 'paid', orderId: 'order_7', paymentId: 'pay_7', signature: 'sig7' });
  }
  if (path === '/payment/confirm') {
    return envelope({ orderId: 'order_7', status: 'paid', receiptNumber: 'ICU-0000-0000-0007' });
  }
  return envelope({});
}

describe('useCheckout', () => {
  it('creates the order, shows the sandbox checkout, pays and confirms', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const requests = stubFetch(answer);
    await render(<Buyer />, { wrapper: TestProviders });
    await page.getByRole('button', { name: 'Buy' }).click();
    const dialog = page.getByRole('dialog', { name: 'IC Universe sandbox checkout' });
    await expect.element(dialog).toHaveAccessibleDescription('Monthly Membership Purchase');
    // The plan and the add-on chosen, each with its price, above the total charged.
    expect(
      dialog
        .getByRole('term')
        .elements()
        .map((term) => term.textContent),
    ).toEqual(['Monthly', 'Research Papers']);
    expect(
      dialog
        .getByRole('definition')
        .elements()
        .map((value) => value.textContent),
    ).toEqual(['₹129', '₹50']);
    await page.getByRole('button', { name: 'Pay ₹179' }).click();
    await expect.element(page.getByText('paid', { exact: true })).toBeVisible();
    const create = requests.find((r) => r.url.pathname === '/payment/create');
    expect(create?.body).toEqual({
      membershipType: 'Monthly',
      researchPapers: true,
      recurring: true,
    });
    expect(create?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(create?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    const confirm = requests.find((r) => r.url.pathname === '/payment/confirm');
    expect(confirm?.body).toEqual({ orderId: 'order_7', paymentId: 'pay_7', signature: 'sig7' });
  });

  it('asks the chapter lists again once paid: a payment can open chapters', async () => {
    const requests = stubFetch(answer);
    const listed = () => requests.filter((r) => r.url.pathname === '/comicChap/k1/chapters');
    await render(
      <>
        <Buyer />
        <Chapters />
      </>,
      { wrapper: TestProviders },
    );
    await expect.element(page.getByText('0 chapters')).toBeVisible();
    expect(listed()).toHaveLength(1);
    await page.getByRole('button', { name: 'Buy' }).click();
    await page.getByRole('button', { name: 'Pay ₹179' }).click();
    await expect.element(page.getByText('paid', { exact: true })).toBeVisible();
    expect(listed()).toHaveLength(2);
  });

  it('cancels without confirming', async () => {
    const requests = stubFetch(answer);
    await render(<Buyer />, { wrapper: TestProviders });
    await page.getByRole('button', { name: 'Buy' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(page.getByText('cancelled', { exact: true })).toBeVisible();
    expect(requests.map((r) => r.url.pathname)).toEqual(['/payment/create']);
  });

  it('a donation asks for its order saying it opens the checkout, then confirms it', async () => {
    const donation = { ...created, orderId: 'order_8', purpose: 'donation', recurring: false };
    const requests = stubFetch(({ url }) => {
      if (url.pathname === '/support/create') return envelope(donation);
      if (url.pathname === '/api/sandbox/orders/order_8/pay') {
        return envelope({
          status: 'paid',
          orderId: 'order_8',
          paymentId: 'pay_8',
          signature: 's8',
        });
      }
      return envelope({ orderId: 'order_8', status: 'paid' });
    });
    await render(<Donor />, { wrapper: TestProviders });
    await page.getByRole('button', { name: 'Give' }).click();
    await page.getByRole('button', { name: 'Pay ₹179' }).click();
    await expect.element(page.getByText('paid', { exact: true })).toBeVisible();
    const paths = requests.map((r) => r.url.pathname);
    expect(paths).toEqual([
      '/support/create',
      '/api/sandbox/orders/order_8/pay',
      '/support/confirm',
    ]);
    expect(requests[0]?.body).toEqual({ ...GIFT, checkout: true });
  });

  it('alerts the spec message when the order cannot be created', async () => {
    stubFetch(() => failure(500, 'Internal'));
    await render(<Buyer />, { wrapper: TestProviders });
    await page.getByRole('button', { name: 'Buy' }).click();
    await expect.element(page.getByText(MESSAGES.orderCreateFailed)).toBeVisible();
    await expect.element(page.getByText('failed', { exact: true })).toBeVisible();
  });
});
