import { formatDateTime, type StudioComic } from '@ic/domain';
import { DataTable, Note, Section, StatusBadge, TextLink, type DataTableColumn } from '@ic/ui';
import { useSearchParams } from 'react-router-dom';
import { useStudioComics } from '../../../api/studio/comics';
import { STUDIO_PAGE_SIZE } from '../../../api/studio/paging';
import { studioPaths } from '../../../paths';
import { publicationLabel } from '../../../studio/PublishControls';
import { useStudioMeta } from '../../../studio/useStudioMeta';

export const COMICS_TEXT = {
  intro:
    'Every comic, drafts and scheduled ones included. Open one to edit it, add chapters and publish.',
  caption: 'Comic list',
  listTitle: 'All comics',
  search: 'Search titles',
  newComic: 'New comic',
  empty: 'No comics yet',
  noMatch: 'No title holds that',
  loadFailed: 'The comics could not load. Reload the page to try again.',
} as const;

const COLUMNS: DataTableColumn<StudioComic>[] = [
  {
    id: 'title',
    header: 'Title',
    cell: (comic) => (
      <TextLink href={studioPaths.studioComic.href(comic._id)}>{comic.title}</TextLink>
    ),
  },
  { id: 'authors', header: 'Authors', cell: (comic) => comic.authors.join(', ') },
  { id: 'chapters', header: 'Chapters', align: 'end', cell: (comic) => comic.chapterCount },
  {
    id: 'publication',
    header: 'Status',
    cell: (comic) => (
      <StatusBadge
        status={comic.publication}
        label={publicationLabel(comic.publication, comic.publishAt)}
      />
    ),
  },
  { id: 'createdAt', header: 'Added', cell: (comic) => formatDateTime(comic.createdAt) },
];

/** /studio/comics (editor): the comics, searched by title in ?q= and paged in ?page=. */
export function StudioComicsPage() {
  useStudioMeta(studioPaths.studioComics.title);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { comics, error, isLoading } = useStudioComics(q, page);
  const go = (next: { q?: string; page?: number }) => {
    const query = { q: next.q ?? q, page: String(next.page ?? 1) };
    setParams(
      Object.fromEntries(
        Object.entries(query).filter(([key, value]) => value && !(key === 'page' && value === '1')),
      ),
      { replace: true },
    );
  };
  return (
    <Section
      title={studioPaths.studioComics.title}
      headingLevel="h1"
      description={COMICS_TEXT.intro}
      action={
        <TextLink href={studioPaths.studioComicNew.href()} variant="button">
          {COMICS_TEXT.newComic}
        </TextLink>
      }
    >
      <Section title={COMICS_TEXT.listTitle} headingLevel="h2" spacing="sm">
        {error ? (
          <Note icon="alert">{COMICS_TEXT.loadFailed}</Note>
        ) : (
          <DataTable
            caption={COMICS_TEXT.caption}
            captionHidden
            columns={COLUMNS}
            rows={comics?.items ?? []}
            rowKey={(comic) => comic._id}
            filter={q}
            onFilterChange={(text) => go({ q: text })}
            filterLabel={COMICS_TEXT.search}
            page={page}
            pageSize={STUDIO_PAGE_SIZE}
            total={comics?.meta.total ?? 0}
            onPageChange={(next) => go({ page: next })}
            loading={isLoading}
            emptyTitle={q.trim() ? COMICS_TEXT.noMatch : COMICS_TEXT.empty}
          />
        )}
      </Section>
    </Section>
  );
}
