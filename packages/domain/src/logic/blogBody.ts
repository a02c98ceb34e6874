import type { BlogEntry } from '../contracts/content.ts';

/**
 * A blog's stories as one markdown body for the studio's editor: each heading a `##` line, each
 * picture a markdown image, then its text. Stories are markdown on the site too, so the body
 * reads as the article does.
 */
export function blogBodyOf(entries: readonly BlogEntry[]): string {
  return entries
    .map((entry) =>
      [
        entry.heading ? `## ${entry.heading}` : '',
        entry.imageUrl ? `![](${entry.imageUrl})` : '',
        entry.story.trim(),
      ]
        .filter(Boolean)
        .join('\n\n'),
    )
    .filter(Boolean)
    .join('\n\n');
}

/** What a body written in the studio is stored as: one story, its pictures inside it. */
export function blogEntriesOf(body: string): BlogEntry[] {
  return [{ imageUrl: '', story: body.trim(), heading: null }];
}

/** A markdown image of an uploaded picture, for the editor to insert where the cursor is. */
export function markdownImage(url: string, alt: string): string {
  const text = alt.replace(/[[\]\\]/g, '').trim() || 'Picture';
  // encodeURIComponent leaves ( and ) alone, and they would end the address early.
  const address = url.replace(
    /[()\s]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return `![${text}](${address})`;
}
