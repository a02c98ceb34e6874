import type { I18n } from '@lingui/core';
import { formatBytes } from '@ic/domain';
import { createI18n } from '../i18n/catalogues';

/** What a drop zone takes: the types it accepts and the size limit. */
export type FileRule = {
  /** Extensions ('.pdf'), MIME types ('application/pdf') or families ('image/*'). */
  accept: readonly string[];
  /** The accepted types as a reader says them, e.g. 'PDF' or 'JPEG, PNG or WebP'. */
  acceptLabel: string;
  maxBytes: number;
};

type FileFacts = Pick<File, 'name' | 'type' | 'size'>;

/** A translate function (useT's): the messages below are the shell catalogue's. */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

let english: I18n | undefined;
/** The English messages, for a caller with no translate function of its own. */
const inEnglish: Translate = (id, values) => (english ??= createI18n())._(id, values);

function matches(file: FileFacts, pattern: string): boolean {
  const wanted = pattern.trim().toLowerCase();
  const type = file.type.toLowerCase();
  if (wanted.startsWith('.')) return file.name.toLowerCase().endsWith(wanted);
  if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
  return type === wanted;
}

/**
 * Why a chosen file cannot be used, before anything is sent; null when it may go. The name and
 * type are the browser's word only: the server still reads the bytes.
 */
export function fileProblem(
  file: FileFacts,
  rule: FileRule,
  t: Translate = inEnglish,
): string | null {
  const name = file.name;
  if (rule.accept.length > 0 && !rule.accept.some((pattern) => matches(file, pattern))) {
    return t('shell.file.wrongType', { name, type: rule.acceptLabel });
  }
  if (file.size > rule.maxBytes) {
    return t('shell.file.tooBig', {
      name,
      size: formatBytes(file.size),
      max: formatBytes(rule.maxBytes),
    });
  }
  if (file.size === 0) return t('shell.file.empty', { name });
  return null;
}

/** The accept attribute of the file input, from the same list. */
export const acceptAttribute = (accept: readonly string[]) => accept.join(',');
