import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { PaymentContext } from '../payments/context.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { RazorpayProvider } from '../payments/razorpay.ts';
import { SandboxProvider } from '../payments/sandbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The active payment provider: Razorpay when configured, else the local sandbox. */
    payments: PaymentProvider;
  }
}

/** Decorates `app.payments`. Call before the payment routes are registered. */
export function registerPayments(app: FastifyInstance): void {
  const { razorpay, sandboxSecret } = app.config;
  if (razorpay) {
    app.decorate('payments', new RazorpayProvider(razorpay));
    return;
  }
  app.log.warn(
    'Payments run in the local sandbox: no real money moves and anyone can "pay". ' +
      'Set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET for real payments.',
  );
  app.decorate(
    'payments',
    new SandboxProvider({ db: app.db, secret: sandboxSecret, now: () => app.now() }),
  );
}

/** The payment services' view of the app at this moment, logging with `log`. */
export function appPaymentContext(
  app: FastifyInstance,
  log: FastifyBaseLogger = app.log,
): PaymentContext {
  const receipts = { mailer: app.mailer, publicUrl: app.config.publicUrl };
  return { db: app.db, provider: app.payments, now: app.now(), log, receipts };
}

/** The payment services' view of a request: database, provider, clock, logger and receipts. */
export function paymentContext(request: FastifyRequest): PaymentContext {
  return appPaymentContext(request.server, request.log);
}
