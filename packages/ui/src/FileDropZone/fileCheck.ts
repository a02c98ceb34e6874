import { formatBytes } from '@ic/domain';

/** What a drop zone takes: the types it accepts and the size limit. */
export type FileRule = {
  /** Extensions ('.pdf'), MIME types ('application/pdf') or families ('image/*'). */
  accept: readonly string[];
  /** The accepted types as a reader says them, e.g. 'PDF' or 'JPEG, PNG or WebP'. */
  acceptLabel: string;
  maxBytes: number;
};

type FileFacts = Pick<File, 'name' | 'type' | 'size'>;

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
export function fileProblem(file: FileFacts, rule: FileRule): string | null {
  if (rule.accept.length > 0 && !rule.accept.some((pattern) => matches(file, pattern))) {
    return `“${file.name}” is not a ${rule.acceptLabel} file.`;
  }
  if (file.size > rule.maxBytes) {
    return `“${file.name}” is ${formatBytes(file.size)}; files can be up to ${formatBytes(rule.maxBytes)}.`;
  }
  if (file.size === 0) return `“${file.name}” is empty.`;
  return null;
}

/** The accept attribute of the file input, from the same list. */
export const acceptAttribute = (accept: readonly string[]) => accept.join(',');
