import { formatDateTime, type StudioCharacterRow } from '@ic/domain';
import { DataTable, Note, Section, TextLink, type DataTableColumn } from '@ic/ui';
import { useState } from 'react';
import { useStudioCharacters } from '../../../api/studio/characters';
import { STUDIO_PAGE_SIZE } from '../../../api/studio/paging';
import { studioPaths } from '../../../paths';
import { useStudioMeta } from '../../../studio/useStudioMeta';

export const CHARACTERS_TEXT = {
  intro: 'Every character, searched and paged on the server. Open one to edit its biography.',
  caption: 'Every character',
  search: 'Find by name',
  empty: 'No character has that name',
  loadFailed: 'The characters could not load. Reload the page to try again.',
} as const;

const COLUMNS: DataTableColumn<StudioCharacterRow>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (row) => (
      <TextLink href={studioPaths.studioCharacter.href(row._id)}>{row.originalName}</TextLink>
    ),
  },
  { id: 'knownAs', header: 'Known as', cell: (row) => row.knownAs },
  { id: 'universe', header: 'Universe', cell: (row) => row.universe },
  { id: 'updated', header: 'Last changed', cell: (row) => formatDateTime(row.updatedAt) },
];

/** /studio/characters (editor): the 2,500+, by name. */
export function CharactersPage() {
  useStudioMeta(studioPaths.studioCharacters.title);
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const { characters, error, isLoading } = useStudioCharacters(page, q);
  return (
    <Section
      title={studioPaths.studioCharacters.title}
      headingLevel="h1"
      description={CHARACTERS_TEXT.intro}
    >
      {error ? (
        <Note icon="alert">{CHARACTERS_TEXT.loadFailed}</Note>
      ) : (
        <DataTable
          caption={CHARACTERS_TEXT.caption}
          captionHidden
          columns={COLUMNS}
          rows={characters?.items ?? []}
          rowKey={(row) => row._id}
          filter={q}
          filterLabel={CHARACTERS_TEXT.search}
          onFilterChange={(value) => {
            setQ(value);
            setPage(1);
          }}
          page={page}
          pageSize={STUDIO_PAGE_SIZE}
          total={characters?.meta.total ?? 0}
          onPageChange={setPage}
          loading={isLoading}
          emptyTitle={CHARACTERS_TEXT.empty}
          emptyHeadingLevel="h2"
        />
      )}
    </Section>
  );
}
