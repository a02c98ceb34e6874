import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useCatalogue, useT } from '../i18n';
import { Icon } from '../Icon';
import { Select, type SelectOption } from '../Select';
import { TextField } from '../TextField';
import { media, vars } from '../theme';
import { useSearchDraft } from './useSearchDraft';

export const SEARCH_DEBOUNCE_MS = 300;

export type CharacterToolbarProps = {
  /** The search in effect (e.g. from the address); the box shows it. */
  query: string;
  /** Called with the trimmed text a moment after typing stops, or at once on Enter. */
  onQueryChange: (query: string) => void;
  sort: string;
  /** The sort choices, e.g. 'A to Z' and 'Z to A'. */
  sortOptions: readonly SelectOption[];
  onSortChange: (sort: string) => void;
  /** What the list shows now, e.g. '2,500 characters'; announced politely when it changes. */
  status?: ReactNode;
  /** How long typing must pause before the search runs. */
  debounceMs?: number;
  /** The search box's id, so a page can move focus to it. */
  searchId?: string;
  /** The search box's label; this and the other words default to the characters area's. */
  searchLabel?: string;
  /** The search box's hint, shown while it is empty. */
  searchPlaceholder?: string;
  sortLabel?: string;
  /** The search landmark's name. */
  label?: string;
  className?: string;
};

const Root = styled.form`
  display: grid;
  gap: ${vars.space[4]};
  align-items: end;

  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }

  & [data-slot='status'] {
    margin: 0;
    color: ${vars.color.muted};
    font-weight: ${vars.fontWeight.bold};
  }
  ${media.md} {
    & [data-slot='status'] {
      grid-column: 1 / -1;
    }
  }
  & [data-slot='search-icon'] {
    flex: none;
    margin-inline-end: ${vars.space[3]};
    color: ${vars.color.muted};
  }
`;

/**
 * The characters browse toolbar: a name search that runs as you type (debounced) or on Enter,
 * a sort select, and a live line saying what the list shows.
 */
export function CharacterToolbar({
  query,
  onQueryChange,
  sort,
  sortOptions,
  onSortChange,
  status,
  debounceMs = SEARCH_DEBOUNCE_MS,
  searchId,
  searchLabel,
  searchPlaceholder,
  sortLabel,
  label,
  className,
}: CharacterToolbarProps) {
  // Its words are the characters area's, in the screen's language, unless the page gives its own.
  useCatalogue('characters');
  const t = useT();
  const { draft, setDraft, flush } = useSearchDraft(query, onQueryChange, debounceMs);
  return (
    <Root
      role="search"
      aria-label={label ?? t('characters.hero.title')}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        flush();
      }}
    >
      <TextField
        id={searchId}
        type="search"
        label={searchLabel ?? t('characters.list.search')}
        placeholder={searchPlaceholder ?? t('characters.list.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        touched={false}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        end={<Icon name="search" data-slot="search-icon" />}
      />
      <Select
        label={sortLabel ?? t('characters.list.sort')}
        options={sortOptions}
        touched={false}
        value={sort}
        onChange={(event) => onSortChange(event.target.value)}
      />
      {status !== undefined && (
        <p role="status" data-slot="status">
          {status}
        </p>
      )}
    </Root>
  );
}
