import { STUDIO_COMICS_MESSAGES } from '@ic/domain';
import { Note, Section, useToast } from '@ic/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, serverMessageOr } from '../../../api/client';
import { createComic, uploadCover } from '../../../api/studio/comics';
import { studioPaths } from '../../../paths';
import { ComicForm, EMPTY_COMIC, type ComicFormOutput } from '../../../studio/ComicForm';
import { CoverDropZone } from '../../../studio/CoverDropZone';
import { useStudioMeta } from '../../../studio/useStudioMeta';

export const NEW_COMIC_TEXT = {
  intro: 'A new comic starts as a draft: nobody sees it until you publish it.',
  create: 'Create draft',
  failed: 'The comic could not be created. Try again in a moment.',
} as const;

/** /studio/comics/new (editor): the comic's fields and, if chosen, its cover; then its editor. */
export function NewComicPage() {
  useStudioMeta(studioPaths.studioComicNew.title);
  const navigate = useNavigate();
  const toast = useToast();
  const [cover, setCover] = useState<File | null>(null);
  const [progress, setProgress] = useState<number>();
  const [failure, setFailure] = useState<string>();

  async function save(comic: ComicFormOutput) {
    setFailure(undefined);
    try {
      const created = await createComic(comic);
      if (cover) await uploadCover(created._id, cover, setProgress);
      toast.show({ title: STUDIO_COMICS_MESSAGES.comicCreated, tone: 'success' });
      navigate(studioPaths.studioComic.href(created._id));
      return undefined;
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : [];
      if (fields.length === 0) setFailure(serverMessageOr(error, NEW_COMIC_TEXT.failed));
      return Object.fromEntries(fields.map((f) => [f.field, f.message]));
    }
  }

  return (
    <Section
      title={studioPaths.studioComicNew.title}
      headingLevel="h1"
      description={NEW_COMIC_TEXT.intro}
    >
      {failure && <Note icon="alert">{failure}</Note>}
      <ComicForm
        title="The comic"
        defaultValues={EMPTY_COMIC}
        submitLabel={NEW_COMIC_TEXT.create}
        onSave={save}
      >
        <CoverDropZone onFileAccepted={setCover} progress={progress} done={cover?.name} />
      </ComicForm>
    </Section>
  );
}
