import fs from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { inlineScriptHashes } from '../pages/template.ts';

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

/** The built app's own inline scripts (index.html keeps a page's early presses), by hash. */
function appInlineScripts(app: FastifyInstance): string[] {
  const index = app.config.appDir && path.join(app.config.appDir, 'index.html');
  return index && fs.existsSync(index) ? inlineScriptHashes(fs.readFileSync(index, 'utf8')) : [];
}

function directives(app: FastifyInstance) {
  const razorpay = app.config.razorpay !== undefined;
  const extra = (list: string[]) => (razorpay ? list : []);
  const media = mediaOrigins(app);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...appInlineScripts(app), ...extra(RAZORPAY.script)],
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

/**
 * helmet's defaults plus a CSP that lets the app (and nothing else) run, found once at start by
 * running helmet's middleware against a response that goes nowhere: with no per-request
 * directive (a nonce, say) every answer gets the very same headers. Setting them from a list
 * saves about 5 % of a cached answer's CPU over running the middleware per request (and
 * @fastify/helmet even built the middleware again on each, parsing the CSP).
 */
function helmetHeaders(app: FastifyInstance): [string, string | number | string[]][] {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: directives(app) },
    // Razorpay's checkout frame is cross-origin and sets no CORP header.
    crossOriginEmbedderPolicy: false,
    // allowedMessageOrigins embed us, so X-Frame-Options (which cannot list them) stays off; CSP rules.
    frameguard: false,
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  // helmet 8 throws its errors rather than passing them on, and calls `next` before it returns.
  setHeaders(response.req, response, () => {});
  return response.getHeaderNames().map((name) => [name, response.getHeader(name) ?? '']);
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = helmetHeaders(app);
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
