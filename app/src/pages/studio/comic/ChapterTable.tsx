import type { ChapterAccessPayload, PublicationChangePayload, StudioChapter } from '@ic/domain';
import { Button, DataTable, TextLink, type DataTableColumn } from '@ic/ui';
import { paths } from '../../../paths';
import { PublishControls } from '../../../studio/PublishControls';
import { ChapterAccess } from './ChapterAccess';

export const CHAPTERS_TEXT = {
  caption: 'Chapter list',
  empty: 'No chapters yet',
  emptyMessage: 'Upload the first chapter as a PDF below.',
  processing: 'Making page images…',
  ready: (pages: number) => `${pages} pages`,
  up: 'Move up',
  down: 'Move down',
  preview: 'Preview',
  previewMember: 'As a member',
  previewVisitor: 'As a visitor',
} as const;

export type ChapterTableProps = {
  chapters: readonly StudioChapter[];
  onMove: (from: number, to: number) => void;
  /** Saves a chapter's access; true when the server took it. */
  onAccess: (chapter: StudioChapter, access: ChapterAccessPayload) => Promise<boolean>;
  onPublication: (
    chapter: StudioChapter,
    change: PublicationChangePayload,
  ) => Promise<string | undefined>;
};

/** The reader's address for an editor's preview: the server honours the flag for editors only. */
const previewHref = (chapter: StudioChapter, as: 'member' | 'visitor') =>
  `${paths.reader.href(chapter.comicId, chapter._id)}&preview=${as}`;

/** A comic's chapters in reading order: access, publication, order and previews per row. */
export function ChapterTable({ chapters, onMove, onAccess, onPublication }: ChapterTableProps) {
  const columns: DataTableColumn<StudioChapter>[] = [
    { id: 'number', header: '#', align: 'end', cell: (chapter) => chapter.number },
    { id: 'title', header: 'Title', cell: (chapter) => chapter.title },
    {
      id: 'pages',
      header: 'Pages',
      cell: (chapter) =>
        chapter.processing ? CHAPTERS_TEXT.processing : CHAPTERS_TEXT.ready(chapter.pageCount),
    },
    {
      id: 'access',
      header: 'Access',
      cell: (chapter) => (
        <ChapterAccess chapter={chapter} onChange={(access) => onAccess(chapter, access)} />
      ),
    },
    {
      id: 'preview',
      header: CHAPTERS_TEXT.preview,
      cell: (chapter) => (
        <>
          <TextLink href={previewHref(chapter, 'member')}>{CHAPTERS_TEXT.previewMember}</TextLink>{' '}
          <TextLink href={previewHref(chapter, 'visitor')}>{CHAPTERS_TEXT.previewVisitor}</TextLink>
        </>
      ),
    },
    {
      id: 'publication',
      header: 'Status',
      cell: (chapter) => (
        <PublishControls
          name={`chapter ${chapter.number}`}
          publication={chapter.publication}
          publishAt={chapter.publishAt}
          onChange={(change) => onPublication(chapter, change)}
        />
      ),
    },
  ];
  return (
    <DataTable
      caption={CHAPTERS_TEXT.caption}
      captionHidden
      columns={columns}
      rows={chapters}
      rowKey={(chapter) => chapter._id}
      page={1}
      pageSize={Math.max(chapters.length, 1)}
      total={chapters.length}
      onPageChange={() => undefined}
      emptyTitle={CHAPTERS_TEXT.empty}
      emptyMessage={CHAPTERS_TEXT.emptyMessage}
      rowActionsLabel="Order"
      rowActions={(chapter) => {
        const index = chapters.indexOf(chapter);
        return (
          <>
            <Button
              size="sm"
              variant="outline"
              disabled={index === 0}
              onClick={() => onMove(index, index - 1)}
            >
              {CHAPTERS_TEXT.up}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={index === chapters.length - 1}
              onClick={() => onMove(index, index + 1)}
            >
              {CHAPTERS_TEXT.down}
            </Button>
          </>
        );
      }}
    />
  );
}
