// An abandoned checkout: an order left unpaid expires ORDER_EXPIRY_MINUTES after it was made. It
// moves the server's clock, so it runs in the clock project, after every other journey.
import { MESSAGES, ORDER_EXPIRY_MINUTES } from '@ic/domain';
import { signUpViaApi } from './accounts';
import { expect, test } from './fixtures';

test('an unpaid order shows as expired on the account and can no longer be paid', async ({
  page,
  expectAccessible,
}) => {
  await signUpViaApi(page);
  const created = await page.request.post('/payment/create', {
    data: { membershipType: 'Annual', researchPapers: true },
  });
  expect(created.status()).toBe(201);
  const { orderId } = (await created.json()).data as { orderId: string };

  const advanceMs = (ORDER_EXPIRY_MINUTES + 1) * 60_000;
  expect((await page.request.post('/api/test/clock', { data: { advanceMs } })).ok()).toBe(true);

  await page.goto('/my-account');
  const history = page.getByRole('region', { name: 'Order History' });
  await expect(history).toContainText('Expired', { timeout: 10_000 });
  await expectAccessible();

  const paid = await page.request.post(`/api/sandbox/orders/${orderId}/pay`, {
    data: { outcome: 'success' },
  });
  const confirm = await page.request.post('/payment/confirm', {
    data: { orderId, ...((await paid.json()).data as { paymentId: string; signature: string }) },
  });
  expect(confirm.status()).toBe(409);
  expect(await confirm.json()).toEqual({
    success: false,
    message: MESSAGES.orderExpired,
    messageKey: 'errors.orderExpired',
  });
});
