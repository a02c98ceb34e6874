import { createHash } from 'node:crypto';

// The built index.html, cut once at start-up around the places a page fills in, so a page is a
// few strings joined: its head at the end of <head>, its rendered body inside the root element
// and the data for the browser after it. The template's own title and description are taken
// out: every page writes its own.

/** What the app's renderer drew for a page (pages/renderer.ts). */
export interface DrawnParts {
  /** Before </head>: the page's CSS and hints. */
  head: string;
  /** Inside the root element. */
  body: string;
  /** After the root: the data the browser takes the page over with. */
  data: string;
  /** The page's own chunks, as <link rel="modulepreload">. */
  modules: string;
}

export interface PageTemplate {
  /** The document with `head` (already escaped tags) at the end of its <head>, the root empty. */
  render(head: string): string;
  /**
   * A page the server drew. Its text needs no script to show, so nothing of the app's code is
   * asked for before the page has loaded: the stylesheet is inline, the body font's hint is the
   * renderer's, and the app's entry and chunks wait in <template id="app-later">, which
   * index.html's script starts once the page has loaded and painted.
   */
  renderDrawn(head: string, drawn: DrawnParts): string;
}

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/i;
const ROOT = '<div id="root"></div>';
const STYLESHEET = /<link\s+rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/gi;
/** The async module scripts that hint a page's fonts on the browser's side (app/build). */
const HINT_SCRIPT = /<script\s+type="module"\s+async[^>]*><\/script>\s*/gi;
const APP_CODE =
  /<script\s+type="module"[^>]*\ssrc="[^"]+"[^>]*><\/script>|<link\s+rel="modulepreload"[^>]*>/gi;

/**
 * A link to a stylesheet the page holds inline, which the browser neither fetches nor applies (a
 * type that is not CSS). The app's code loads its stylesheet with each chunk it imports unless a
 * link to it is in the document (Vite's preload helper looks for one): without this a drawn page
 * took the same @font-face rules a second time once the app had started, and laid itself out
 * again (~60 ms on a phone). A `disabled` link would still be fetched.
 */
const inlined = (href: string) => `<link rel="stylesheet" href="${href}" type="text/x-inlined">`;

/** The app's code and the head without it, for a drawn page; stylesheets inline. */
function forDrawnPages(before: string, readAsset: (href: string) => string) {
  const unhinted = before.replace(HINT_SCRIPT, '');
  const code = [...unhinted.matchAll(APP_CODE)].map(([tag]) => tag).join('');
  const head = unhinted
    .replace(APP_CODE, '')
    .replace(
      STYLESHEET,
      (_tag, href: string) => `<style>${readAsset(href)}</style>${inlined(href)}`,
    );
  return { code, head };
}

/** `readAsset` gives a built file's text by its address (the stylesheets drawn pages inline). */
export function parseTemplate(html: string, readAsset: (href: string) => string): PageTemplate {
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
  const drawnPages = forDrawnPages(before, readAsset);
  return {
    render: (head) => before + head + middle + after + rest,
    renderDrawn: (head, drawn) =>
      drawnPages.head +
      head +
      drawn.head +
      middle +
      drawn.body +
      after +
      drawn.data +
      `<template id="app-later">${drawnPages.code}${drawn.modules}</template>` +
      rest,
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
