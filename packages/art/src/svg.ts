// What every picture shares: safe text, a short line of lettering, the document and its data URI.

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** Shortens text to fit a line of lettering. */
export function fit(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** A bare SVG document of width x height units. */
export function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** An SVG as a data URI, for an <img> that needs no request. */
export function dataUri(markup: string): string {
  return `data:image/svg+xml,${encodeURIComponent(markup)}`;
}
