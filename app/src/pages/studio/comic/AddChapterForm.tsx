import {
  CHAPTER_PDF_MAX_BYTES,
  chapterUploadSchema,
  STUDIO_COMICS_MESSAGES,
  type StudioChapter,
} from '@ic/domain';
import { FileDropZone, FormPanel, TextField, useToast } from '@ic/ui';
import { useState } from 'react';
import { ApiError, serverMessageOr } from '../../../api/client';
import { uploadChapter } from '../../../api/studio/comics';

export const ADD_CHAPTER_TEXT = {
  title: 'Add a chapter',
  failed: 'The upload did not go through. Try again in a moment.',
  done: (chapter: StudioChapter) =>
    `Chapter ${chapter.number}, ${chapter.title}: ${chapter.pageCount} pages`,
} as const;

const PDF_RULE = {
  accept: ['application/pdf', '.pdf'],
  acceptLabel: 'PDF',
  maxBytes: CHAPTER_PDF_MAX_BYTES,
} as const;

/** A chapter's title, then its PDF: dropping the file starts the upload, with its progress. */
export function AddChapterForm({
  comicId,
  onUploaded,
}: {
  comicId: string;
  onUploaded: () => Promise<unknown>;
}) {
  const toast = useToast();
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();

  async function upload(file: File) {
    const checked = chapterUploadSchema.safeParse({ title });
    if (!checked.success) return setTitleError(checked.error.issues[0]?.message);
    setTitleError(undefined);
    setError(undefined);
    setDone(undefined);
    setProgress(0);
    try {
      const chapter = await uploadChapter(comicId, checked.data.title, file, setProgress);
      setDone(ADD_CHAPTER_TEXT.done(chapter));
      setTitle('');
      toast.show({ title: STUDIO_COMICS_MESSAGES.chapterUploaded, tone: 'success' });
      await onUploaded();
    } catch (failure) {
      const titleProblem = failure instanceof ApiError ? failure.fieldError('title') : undefined;
      if (titleProblem) setTitleError(titleProblem);
      else setError(serverMessageOr(failure, ADD_CHAPTER_TEXT.failed));
    } finally {
      setProgress(undefined);
    }
  }

  return (
    <FormPanel
      title={ADD_CHAPTER_TEXT.title}
      onSubmit={(event) => event.preventDefault()}
      noValidate
    >
      <TextField
        label="Chapter title"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={titleError}
        touched={titleError !== undefined}
        required
      />
      <FileDropZone
        label="Chapter PDF"
        {...PDF_RULE}
        onFileAccepted={(file) => void upload(file)}
        progress={progress}
        error={error}
        done={done}
      />
    </FormPanel>
  );
}
