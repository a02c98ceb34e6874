import { createHash } from 'node:crypto';

// The built index.html, cut once at start-up around the places a page fills in, so a page is a
// few strings joined: its head at the end of <head>, its rendered body inside the root element
// and the data for the browser after it. The template's own title and description are taken
// out: every page writes its own.

export interface PageTemplate {
  /**
   * The document with `head` (already escaped tags) at the end of its <head>, and, for a page
   * the server rendered, `body` inside the root and `data` right after it.
   */
  render(head: string, body?: string, data?: string): string;
}

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/i;
const ROOT = '<div id="root"></div>';

export function parseTemplate(html: string): PageTemplate {
  const page = html.replace(TITLE, '').replace(DESCRIPTION, '');
  const at = page.search(/<\/head>/i);
  if (at < 0) throw new Error("The app's index.html has no </head> to put page metadata before.");
  const root = page.indexOf(ROOT, at);
  if (root < 0) throw new Error(`The app's index.html has no ${ROOT} to render pages into.`);
  const inRoot = root + ROOT.length - '</div>'.length;
  const [before, middle, after] = [
    page.slice(0, at),
    page.slice(at, inRoot),
    page.slice(inRoot, root + ROOT.length),
  ];
  const rest = page.slice(root + ROOT.length);
  return {
    render: (head, body = '', data = '') => before + head + middle + body + after + data + rest,
  };
}

const VIEWPORT = /<meta\s+name="viewport"[^>]*>/i;

/**
 * `tags` early in the document's <head>, right after its viewport (which sizes and media in them
 * are read against): what the first screen waits for (the reader's opening picture) is asked for
 * before the app's scripts and fonts.
 */
export function earlyInHead(html: string, tags: string): string {
  const viewport = tags ? VIEWPORT.exec(html) : null;
  if (!viewport) return html.replace(/<\/head>/i, `${tags}</head>`);
  const at = viewport.index + viewport[0].length;
  return html.slice(0, at) + tags + html.slice(at);
}

/** A <script> with a body and neither src nor a data type: one the browser runs as written. */
const INLINE_SCRIPT =
  /<script(?![^>]*\ssrc=)(?![^>]*type="application\/)[^>]*>([\s\S]+?)<\/script>/gi;

/** The CSP sources ('sha256-…') that let the document's own inline scripts, and only them, run. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
}
