import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Razorpay's checkout script and frames, allowed only when Razorpay is configured. */
const RAZORPAY = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};

/** The app shows pictures and reads chapter PDFs from MEDIA_BASE_URL when media live elsewhere. */
function mediaOrigins(app: FastifyInstance): string[] {
  const base = app.config.mediaBaseUrl;
  return base === undefined ? [] : [new URL(base).origin];
}

function directives(app: FastifyInstance) {
  const razorpay = app.config.razorpay !== undefined;
  const extra = (list: string[]) => (razorpay ? list : []);
  const media = mediaOrigins(app);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...extra(RAZORPAY.script)],
    // styled-components injects its styles at runtime.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...media],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...media, ...extra(RAZORPAY.connect)],
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

/** helmet's defaults plus a CSP that lets the app (and nothing else) run. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: directives(app) },
    // Razorpay's checkout frame is cross-origin and sets no CORP header.
    crossOriginEmbedderPolicy: false,
    // allowedMessageOrigins embed us, so X-Frame-Options (which cannot list them) stays off; CSP rules.
    frameguard: false,
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });
}
