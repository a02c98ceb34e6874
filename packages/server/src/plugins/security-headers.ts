import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Razorpay's checkout script and frames, allowed only when Razorpay is configured. */
const RAZORPAY = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};

function directives(app: FastifyInstance) {
  const razorpay = app.config.razorpay !== undefined;
  const extra = (list: string[]) => (razorpay ? list : []);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...extra(RAZORPAY.script)],
    // styled-components injects its styles at runtime.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...extra(RAZORPAY.connect)],
    // The PDF reader runs pdf.js in a worker the bundler may hand over as a blob URL.
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'", ...extra(RAZORPAY.frame)],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    // The app may be embedded by the origins it exchanges messages with.
    frameAncestors: ["'self'", ...app.config.allowedMessageOrigins],
    upgradeInsecureRequests: null,
  };
}

/**
 * helmet's defaults plus a CSP that lets the app (and nothing else) run. helmet's middleware is
 * built once here: @fastify/helmet built it again on every request (the CSP parsed and checked
 * each time), a few percent of a cached answer's cost.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: directives(app) },
    // Razorpay's checkout frame is cross-origin and sets no CORP header.
    crossOriginEmbedderPolicy: false,
    // allowedMessageOrigins embed us, so X-Frame-Options (which cannot list them) stays off; CSP rules.
    frameguard: false,
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });
  // helmet 8 throws its errors rather than passing them on: `next` only ever means done.
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, () => done()),
  );
}
