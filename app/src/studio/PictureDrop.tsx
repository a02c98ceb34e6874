import type { UploadedImage } from '@ic/domain';
import { FileDropZone } from '@ic/ui';
import { useState } from 'react';
import { serverMessageOr } from '../api/client';
import { uploadImage } from '../api/studio/blogs';

const IMAGE_RULE = {
  accept: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  acceptLabel: 'PNG, JPEG, WebP or GIF',
  maxBytes: 5 * 1024 * 1024,
} as const;
const FAILED = 'The picture could not be uploaded. Try again in a moment.';

/** A picture into the media store for a blog or a character (the server checks its bytes); hands back where it is served. */
export function PictureDrop({
  label,
  onUploaded,
}: {
  label: string;
  onUploaded: (image: UploadedImage, file: File) => void;
}) {
  // Set while sending: how much of the picture has gone.
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();

  async function upload(file: File) {
    setProgress(0);
    setError(undefined);
    setDone(undefined);
    try {
      onUploaded(await uploadImage(file, setProgress), file);
      setDone(`${file.name}: uploaded`);
    } catch (failure) {
      setError(serverMessageOr(failure, FAILED));
    } finally {
      setProgress(undefined);
    }
  }

  return (
    <FileDropZone
      {...IMAGE_RULE}
      label={label}
      onFileAccepted={(file) => void upload(file)}
      progress={progress}
      error={error}
      done={done}
      disabled={progress !== undefined}
    />
  );
}
