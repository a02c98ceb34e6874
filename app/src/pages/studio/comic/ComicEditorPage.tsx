import {
  STUDIO_COMICS_MESSAGES,
  STUDIO_MESSAGES,
  type PublicationChangePayload,
  type StudioChapter,
} from '@ic/domain';
import { Checkbox, ComicCard, Note, PageLoading, Section, SidebarLayout, useToast } from '@ic/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError, serverMessageOr } from '../../../api/client';
import {
  editComic,
  setChapterAccess,
  setChapterOrder,
  setChapterPublication,
  setComicPublication,
  uploadCover,
  useStudioComic,
} from '../../../api/studio/comics';
import { studioPaths } from '../../../paths';
import { ComicForm, type ComicFormOutput } from '../../../studio/ComicForm';
import { CoverDropZone } from '../../../studio/CoverDropZone';
import { PublishControls } from '../../../studio/PublishControls';
import { useStudioMeta } from '../../../studio/useStudioMeta';
import { AddChapterForm } from './AddChapterForm';
import { ChapterTable } from './ChapterTable';

export const EDITOR_TEXT = {
  intro: 'Edit the comic, add its chapters as PDFs, set who may read each, and publish.',
  notFound: 'We could not find this comic.',
  loadFailed: 'The comic could not load. Reload the page to try again.',
  saveFailed: 'That did not work. Try again in a moment.',
  notify: 'Mail the followers of this comic when a chapter is published now',
  chapters: 'Chapters',
  cover: 'Cover',
} as const;

/** /studio/comics/:comicId (editor): the comic's fields, cover, chapters and publication. */
export function ComicEditorPage() {
  const { comicId = '' } = useParams();
  const { comic, error, isLoading, refresh } = useStudioComic(comicId);
  useStudioMeta(comic?.title ?? studioPaths.studioComic.title);
  const toast = useToast();
  const [notify, setNotify] = useState(false);
  const [coverProgress, setCoverProgress] = useState<number>();
  const [coverError, setCoverError] = useState<string>();

  if (error) {
    const missing = error instanceof ApiError && error.status === 404;
    return <Note icon="alert">{missing ? EDITOR_TEXT.notFound : EDITOR_TEXT.loadFailed}</Note>;
  }
  if (isLoading || !comic) return <PageLoading />;

  /** Runs a change, refreshes and says how it went; true when it worked. */
  async function change(run: () => Promise<unknown>, message: string) {
    try {
      await run();
      await refresh();
      toast.show({ title: message, tone: 'success' });
      return true;
    } catch (failure) {
      toast.show({ title: serverMessageOr(failure, EDITOR_TEXT.saveFailed), tone: 'error' });
      return false;
    }
  }

  async function saveDetails(fields: ComicFormOutput) {
    try {
      await editComic(comicId, fields);
      await refresh();
      toast.show({ title: STUDIO_MESSAGES.comicSaved, tone: 'success' });
      return undefined;
    } catch (failure) {
      const fieldErrors = failure instanceof ApiError ? failure.fieldErrors : [];
      if (fieldErrors.length === 0)
        toast.show({ title: serverMessageOr(failure, EDITOR_TEXT.saveFailed), tone: 'error' });
      return Object.fromEntries(fieldErrors.map((f) => [f.field, f.message]));
    }
  }

  async function replaceCover(file: File) {
    setCoverError(undefined);
    setCoverProgress(0);
    try {
      await uploadCover(comicId, file, setCoverProgress);
      await refresh();
      toast.show({ title: STUDIO_COMICS_MESSAGES.coverSaved, tone: 'success' });
    } catch (failure) {
      setCoverError(serverMessageOr(failure, EDITOR_TEXT.saveFailed));
    } finally {
      setCoverProgress(undefined);
    }
  }

  const chapters = comic.chapters;
  const move = (from: number, to: number) => {
    const order = chapters.map((chapter) => chapter._id);
    const [moved] = order.splice(from, 1);
    if (!moved) return;
    order.splice(to, 0, moved);
    void change(() => setChapterOrder(comicId, order), STUDIO_COMICS_MESSAGES.orderSaved);
  };
  const publishChapter = async (chapter: StudioChapter, update: PublicationChangePayload) => {
    const notifyFollowers = update.publication === 'published' && notify;
    await setChapterPublication(chapter._id, { ...update, notifyFollowers });
    await refresh();
    return undefined;
  };
  const publishComic = async (update: PublicationChangePayload) => {
    await setComicPublication(comicId, update);
    await refresh();
    return undefined;
  };

  return (
    <Section
      title={comic.title}
      headingLevel="h1"
      description={EDITOR_TEXT.intro}
      action={
        <PublishControls
          name="comic"
          publication={comic.publication}
          publishAt={comic.publishAt}
          onChange={publishComic}
        />
      }
    >
      <SidebarLayout
        sidebarTitle={EDITOR_TEXT.cover}
        sidebarHeadingLevel="h2"
        sidebar={
          <>
            <ComicCard
              title={comic.title}
              cover={comic.coverImg}
              meta={comic.authors.join(', ')}
              headingLevel="h3"
            />
            <CoverDropZone
              onFileAccepted={(file) => void replaceCover(file)}
              progress={coverProgress}
              error={coverError}
            />
          </>
        }
      >
        <ComicForm
          key={comic._id}
          title="Details"
          defaultValues={{
            title: comic.title,
            authors: comic.authors.join(', '),
            synopsis: comic.synopsis,
            rating: comic.rating,
            status: comic.status,
          }}
          submitLabel="Save details"
          onSave={saveDetails}
        />
      </SidebarLayout>
      <Section title={EDITOR_TEXT.chapters} headingLevel="h2" spacing="sm">
        <Checkbox
          label={EDITOR_TEXT.notify}
          checked={notify}
          onChange={(event) => setNotify(event.target.checked)}
        />
        <ChapterTable
          chapters={chapters}
          onMove={move}
          onAccess={(chapter, access) =>
            change(() => setChapterAccess(chapter._id, access), STUDIO_MESSAGES.chapterSaved)
          }
          onPublication={publishChapter}
        />
        <AddChapterForm comicId={comicId} onUploaded={refresh} />
      </Section>
    </Section>
  );
}
