// The built index.html, cut once at start-up around the place each page's head goes, so a page
// is three strings joined. The template's own title and description are taken out: every page
// writes its own.

export interface PageTemplate {
  /** The document with `head` (already escaped tags) at the end of its <head>. */
  render(head: string): string;
}

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/i;

export function parseTemplate(html: string): PageTemplate {
  const page = html.replace(TITLE, '').replace(DESCRIPTION, '');
  const at = page.search(/<\/head>/i);
  if (at < 0) throw new Error("The app's index.html has no </head> to put page metadata before.");
  const [before, after] = [page.slice(0, at), page.slice(at)];
  return { render: (head) => before + head + after };
}
