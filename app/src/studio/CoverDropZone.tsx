import { COVER_MAX_BYTES } from '@ic/domain';
import { FileDropZone, type FileDropZoneProps } from '@ic/ui';

/** The types a cover may be: the server reads the bytes too (PNG, JPEG or WebP). */
const COVER_RULE = {
  accept: ['image/png', 'image/jpeg', 'image/webp'],
  acceptLabel: 'PNG, JPEG or WebP',
  maxBytes: COVER_MAX_BYTES,
} as const;

/** A comic's cover picture, checked before it is sent. */
export function CoverDropZone(props: Omit<FileDropZoneProps, 'label' | keyof typeof COVER_RULE>) {
  return <FileDropZone label="Cover picture" {...COVER_RULE} {...props} />;
}
