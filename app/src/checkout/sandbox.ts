import { logFailure } from '../api/log';
import { paySandboxOrder } from './checkoutApi';
import type { ProviderOutcome } from './runCheckout';

/** The sandbox's answer to the dialog's Pay or Fail button, read as the provider's window would end. */
export async function settleInSandbox(
  orderId: string,
  action: 'pay' | 'fail',
): Promise<ProviderOutcome> {
  try {
    const result = await paySandboxOrder(orderId, action === 'pay' ? 'success' : 'failure');
    if (result.status === 'paid') {
      return { status: 'paid', orderId, paymentId: result.paymentId, signature: result.signature };
    }
    return { status: 'failed' };
  } catch (error) {
    logFailure('pay in the sandbox', error);
    return { status: 'failed' };
  }
}
