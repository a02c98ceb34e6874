import { DEFAULT_LANGUAGE, type Language } from '@ic/domain';
import { escapeHtml } from '../../http/html.ts';
import { mailWords } from '../i18n.ts';

/** A button in the HTML part, "label: address" in the plain-text part. */
export interface MailAction {
  action: string;
  href: string;
  /** The mail's main action is filled; further ones are outlined, so one stands out. */
  secondary?: boolean;
}

/** Label and value pairs (what was received, until when): a table in HTML, lines in text. */
export interface MailFacts {
  facts: readonly (readonly [label: string, value: string])[];
}

/** A small muted remark (how long a link works, what to do if this was not you). */
export interface MailNote {
  note: string;
}

/** One block of a mail's body: a paragraph, an action, facts or a note. */
export type MailBlock = string | MailAction | MailFacts | MailNote;

/** What a template writes; the layout turns it into the HTML and plain-text parts. */
export interface MailContent {
  to: string;
  subject: string;
  /** The greeting's name ("Hello Asha,"); none for a mail to a guardian about someone else. */
  greet?: string;
  body: readonly MailBlock[];
  /**
   * The recipient's language (issue 19): the template wrote its words in it, and the layout
   * writes the greeting and footer in it too. Absent (a mail queued before languages): English.
   */
  language?: Language;
}

/** Where the mail comes from: the site's address, for the footer's links. */
export interface MailSite {
  publicUrl: string;
}

// The site's look, written out because mail clients ignore CSS variables and <style> blocks
// (the values mirror packages/ui's tokens, which the server may not import).
const INK = '#14121f';
const PAPER = '#fffaf0';
const SURFACE = '#ffffff';
const MUTED = '#4d4a5c';
const PRIMARY = '#c81e3a';
const SECONDARY = '#ffc832';
const BODY_FONT = "'Nunito', system-ui, -apple-system, 'Segoe UI', Arial, sans-serif";
/**
 * Hindi: a mail cannot fetch the site's Devanagari font, so the devices' own come next to Nunito
 * (Android's Noto, Windows' Nirmala UI and Mangal, Apple's Kohinoor), each glyph from the first
 * font that has it: Latin names stay in Nunito.
 */
const BODY_FONTS: Record<Language, string> = {
  en: BODY_FONT,
  hi: BODY_FONT.replace(
    'system-ui',
    "'Noto Sans Devanagari', 'Nirmala UI', 'Kohinoor Devanagari', 'Mangal', system-ui",
  ),
};
const DISPLAY_FONT = "'Bangers', Impact, 'Arial Black', sans-serif";

const isAction = (block: MailBlock): block is MailAction =>
  typeof block === 'object' && 'action' in block;

/** The addresses a mail exists to deliver: logged and kept beside outbox copies. */
export const linksOf = (content: MailContent) =>
  content.body.filter(isAction).map((block) => block.href);

function blockText(block: MailBlock): string {
  if (typeof block === 'string') return block;
  if ('action' in block) return `${block.action}:\n${block.href}`;
  if ('facts' in block) return block.facts.map(([label, value]) => `${label}: ${value}`).join('\n');
  return block.note;
}

function blockHtml(block: MailBlock): string {
  const paragraph = `margin:0 0 16px;font-size:16px;line-height:1.5;color:${INK}`;
  if (typeof block === 'string') return `<p style="${paragraph}">${escapeHtml(block)}</p>`;
  if ('action' in block) {
    const [fill, text] = block.secondary ? [SURFACE, INK] : [PRIMARY, '#ffffff'];
    return (
      `<p style="margin:8px 0 24px"><a href="${escapeHtml(block.href)}" style="display:inline-block;` +
      `background:${fill};color:${text};font-weight:700;font-size:16px;text-decoration:none;` +
      `padding:12px 24px;border:2px solid ${INK};border-radius:8px">${escapeHtml(block.action)}</a></p>`
    );
  }
  if ('facts' in block) {
    const rows = block.facts
      .map(
        ([label, value]) =>
          `<tr><th scope="row" style="text-align:left;padding:6px 16px 6px 0;color:${MUTED};` +
          `font-weight:400;vertical-align:top">${escapeHtml(label)}</th>` +
          `<td style="padding:6px 0;font-weight:700;color:${INK}">${escapeHtml(value)}</td></tr>`,
      )
      .join('');
    return `<table role="presentation" style="margin:0 0 16px;font-size:15px;border-collapse:collapse">${rows}</table>`;
  }
  return `<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:${MUTED}">${escapeHtml(block.note)}</p>`;
}

const footerLines = (site: MailSite, policy: string) => [
  `IC Universe · ${site.publicUrl}`,
  `${policy}: ${site.publicUrl}/children-privacy-policy`,
];

/** "Hello Asha," in the mail's language, or none. */
const greetingOf = (content: MailContent) =>
  content.greet
    ? mailWords(content.language).t('mail.layout.greeting', { name: content.greet })
    : null;

/** The plain-text part: the same words, every link written out so it can be copied. */
export function mailText(content: MailContent, site: MailSite): string {
  const greeting = greetingOf(content);
  const policy = mailWords(content.language).t('mail.layout.policy');
  return [
    ...(greeting ? [greeting] : []),
    ...content.body.map(blockText),
    '--',
    ...footerLines(site, policy),
  ].join('\n\n');
}

/** The HTML part: one centred card in the site's colours, inline styles only, no remote images. */
export function mailHtml(content: MailContent, site: MailSite): string {
  const words = mailWords(content.language);
  const greeting = greetingOf(content);
  const preview = content.body.find((block) => typeof block === 'string') ?? content.subject;
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:${MUTED}">${escapeHtml(label)}</a>`;
  return `<!doctype html><html lang="${content.language ?? DEFAULT_LANGUAGE}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${PAPER};font-family:${BODY_FONTS[words.language]}">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preview)}</div>
<table role="presentation" width="100%" style="background:${PAPER};border-collapse:collapse"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:560px;border-collapse:separate;background:${SURFACE};border:3px solid ${INK};border-radius:12px">
<tr><td style="background:${SECONDARY};border-bottom:3px solid ${INK};border-radius:9px 9px 0 0;padding:16px 24px">
<span style="font-family:${DISPLAY_FONT};font-size:28px;letter-spacing:0.04em;color:${INK}">IC <span style="color:${PRIMARY}">UNIVERSE</span></span>
</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.25;color:${INK}">${escapeHtml(content.subject)}</h1>
${greeting ? blockHtml(greeting) : ''}${content.body.map(blockHtml).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e8e4ef;font-size:13px;line-height:1.5;color:${MUTED}">
${link(site.publicUrl, 'IC Universe')} · ${link(`${site.publicUrl}/children-privacy-policy`, words.t('mail.layout.policy'))}
</td></tr>
</table></td></tr></table></body></html>`;
}
