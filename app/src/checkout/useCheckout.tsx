import {
  messageKeyOf,
  priceLines,
  type PaymentOrder,
  type PurchasablePlanType,
  type SupportPayload,
} from '@ic/domain';
import { useMessage, useToast, type SandboxCheckoutAction, type SandboxCheckoutLine } from '@ic/ui';
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { createMembershipOrder } from '../api/membership';
import { createDonationOrder } from './checkoutApi';
import { openRazorpay } from './razorpay';
import { refreshAfterPayment } from './refresh';
import {
  donationCreateFailed,
  membershipCreateFailed,
  runCheckout,
  type CheckoutResult,
  type CheckoutSteps,
  type ProviderOutcome,
} from './runCheckout';
import { settleInSandbox } from './sandbox';

export type UseCheckout = {
  payMembership: (plan: PurchasablePlanType, researchPapers: boolean) => Promise<CheckoutResult>;
  payDonation: (body: SupportPayload) => Promise<CheckoutResult>;
  /** Render this once on the page: the sandbox's checkout window. */
  checkoutDialog: ReactNode;
  busy: boolean;
};

type OpenSandbox = {
  order: PaymentOrder;
  /** The parts of a membership's price (plan, add-on); none for a donation. */
  lines: readonly SandboxCheckoutLine[];
  finish: (outcome: ProviderOutcome) => void;
};

type Steps = Omit<CheckoutSteps, 'settle'> & { lines?: readonly SandboxCheckoutLine[] };

/**
 * Buying a membership or giving a donation. Failures are announced here (an error toast with the
 * spec's message), so callers only act on `paid`: a success toast, a redirect. After a payment
 * every screen showing premium status, orders or donation figures asks the server again.
 */
// The sandbox's window (a dialog, with Radix) loads when a payment opens it, not with every page
// that can buy or donate.
const SandboxWindow = lazy(() =>
  import('./SandboxWindow').then(({ SandboxWindow }) => ({ default: SandboxWindow })),
);

export function useCheckout(): UseCheckout {
  const message = useMessage();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [sandbox, setSandbox] = useState<OpenSandbox | null>(null);
  const [pending, setPending] = useState<SandboxCheckoutAction | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const settle = useCallback(
    (order: PaymentOrder, lines: readonly SandboxCheckoutLine[]): Promise<ProviderOutcome> => {
      if (order.provider === 'razorpay') return openRazorpay(order);
      return new Promise((finish) => setSandbox({ order, lines, finish }));
    },
    [],
  );

  const run = useCallback(
    async ({ lines = [], ...steps }: Steps): Promise<CheckoutResult> => {
      // One checkout at a time: a second click while one runs is ignored.
      if (running.current) return { status: 'cancelled' };
      running.current = true;
      setBusy(true);
      try {
        const result = await runCheckout({ ...steps, settle: (order) => settle(order, lines) });
        if (result.status === 'paid') await refreshAfterPayment(mutate);
        if (result.status === 'failed' && result.message) {
          // The spec's message, or the server's when it is one of ours, in the screen's language.
          toast.show({
            tone: 'error',
            title: message(result.message, messageKeyOf(result.message)),
          });
        }
        return result;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [settle, toast, mutate, message],
  );

  const payMembership = useCallback(
    (plan: PurchasablePlanType, researchPapers: boolean) =>
      run({
        create: () =>
          createMembershipOrder(
            // Our Monthly plan renews every month: the server makes it a subscription only when asked.
            { membershipType: plan, researchPapers, recurring: plan === 'Monthly' },
            crypto.randomUUID(),
          ),
        createFailedMessage: membershipCreateFailed,
        // The same lines the cart's summary shows; their sum is priceOf, what the server charges.
        lines: priceLines(plan, researchPapers),
      }),
    [run],
  );

  const payDonation = useCallback(
    (body: SupportPayload) =>
      run({
        create: () => createDonationOrder(body, crypto.randomUUID()),
        createFailedMessage: donationCreateFailed,
      }),
    [run],
  );

  const end = (outcome: ProviderOutcome) => {
    sandbox?.finish(outcome);
    setSandbox(null);
    setPending(null);
  };
  const answer = async (action: SandboxCheckoutAction) => {
    if (!sandbox) return;
    setPending(action);
    end(await settleInSandbox(sandbox.order.orderId, action));
  };

  const checkoutDialog = sandbox ? (
    <Suspense fallback={null}>
      <SandboxWindow
        open
        description={sandbox.order.description}
        amount={sandbox.order.amountRupees}
        lines={sandbox.lines}
        pending={pending}
        onPay={() => void answer('pay')}
        onFail={() => void answer('fail')}
        onCancel={() => end({ status: 'cancelled' })}
      />
    </Suspense>
  ) : null;

  return { payMembership, payDonation, checkoutDialog, busy };
}
