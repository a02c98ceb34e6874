const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;
line-height:1.5;color:#1b1b1f}button{font:inherit;padding:.6rem 1.2rem;margin:.25rem .5rem 0 0;
border-radius:.4rem;border:1px solid #1b1b1f;background:#fff;cursor:pointer}
button.primary{background:#d62828;border-color:#d62828;color:#fff}form{display:inline}`;

/** A small standalone page (no script, so it runs under our CSP); `body` must be escaped HTML. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · IC Universe</title><style>${STYLE}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}
