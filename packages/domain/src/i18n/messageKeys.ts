// Every domain message under a stable key (issue 19): the server's envelope and the zod schemas'
// issues carry the English text, and the key names it in the app's `errors` catalogue, so the app
// can show it in the reader's language. The English catalogue holds these very texts.
import { ACCESS_MESSAGES } from '../access/labels.ts';
import { ACCESS_FIELD_MESSAGES, GUARDIAN_MESSAGES } from '../access/messages.ts';
import { MESSAGES, PROGRESS_MESSAGES } from '../messages.ts';

/** The text-valued entries of a message map (the ones built from a value stay out). */
function texts(group: string, map: Record<string, unknown>): [string, string][] {
  return Object.entries(map).flatMap(([name, text]) =>
    typeof text === 'string' ? [[`${group}.${name}`, text] as [string, string]] : [],
  );
}

/**
 * Key -> English text. The spec's and our own messages are `errors.<name>`, the other maps'
 * `errors.<map>.<name>`. The studio's messages join when the studio converts.
 */
export const MESSAGE_TEXTS: Readonly<Record<string, string>> = Object.fromEntries([
  ...texts('errors', MESSAGES),
  ...texts('errors.access', ACCESS_MESSAGES),
  ...texts('errors.accessField', ACCESS_FIELD_MESSAGES),
  ...texts('errors.guardian', GUARDIAN_MESSAGES),
  ...texts('errors.progress', PROGRESS_MESSAGES),
]);

let keysByText: Map<string, string> | undefined;

/**
 * The key of an English message, or undefined for a text that is not one of ours (a server's
 * message made from values). Where two maps share a text, the first key names it.
 */
export function messageKeyOf(text: string): string | undefined {
  keysByText ??= new Map(
    Object.entries(MESSAGE_TEXTS)
      .reverse()
      .map(([key, value]) => [value, key]),
  );
  return keysByText.get(text);
}
