// Two other origins for the cross-origin journey: the partner site (partner-site/) served on two
// loopback ports, one listed in the API's CORS_ORIGINS and one not.
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const page = (name: string) => path.join(import.meta.dirname, 'partner-site', name);

const FILES: Record<string, { file: string; type: string }> = {
  '/': { file: page('index.html'), type: 'text/html; charset=utf-8' },
  '/partner.js': { file: page('partner.js'), type: 'text/javascript' },
  '/pdfjs/pdf.min.mjs': {
    file: require.resolve('pdfjs-dist/build/pdf.min.mjs'),
    type: 'text/javascript',
  },
  '/pdfjs/pdf.worker.min.mjs': {
    file: require.resolve('pdfjs-dist/build/pdf.worker.min.mjs'),
    type: 'text/javascript',
  },
};

function serve(): Promise<{ server: Server; origin: string }> {
  const server = createServer(async (request, response) => {
    const found = FILES[new URL(request.url ?? '/', 'http://x').pathname];
    if (!found) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': found.type }).end(await readFile(found.file));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, origin: `http://127.0.0.1:${port}` });
    });
  });
}

export type PartnerSites = { partner: string; stranger: string; stop: () => Promise<void> };

/**
 * Both on 127.0.0.1 like the API, so the same site on other ports: the session cookie
 * (SameSite=Lax) rides along as it does for a site and its API on sibling subdomains.
 */
export async function startPartnerSites(): Promise<PartnerSites> {
  const [partner, stranger] = await Promise.all([serve(), serve()]);
  const close = (server: Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    partner: partner.origin,
    stranger: stranger.origin,
    stop: async () => {
      await Promise.all([close(partner.server), close(stranger.server)]);
    },
  };
}
