import {
  CHARACTER_ALIGNMENTS,
  CHARACTER_SORTS,
  MESSAGES,
  TIMINGS,
  type CharacterListItem,
} from '@ic/domain';
import {
  Button,
  CharacterGrid,
  CharacterToolbar,
  EmptyState,
  FilterBar,
  type Filter,
  LinkProvider,
  Pagination,
  Section,
  Stack,
  WhileScripted,
  WithoutScript,
  useMinimumDuration,
} from '@ic/ui';
import { useSearchParams } from 'react-router-dom';
import { useCharacterFilters, useCharacters } from '../../api/characters';
import { paths } from '../../paths';
import { BiographyLink } from '../../sections/characters/biographyLink';
import {
  browseParams,
  characterQuery,
  DEFAULT_BROWSE,
  readBrowse,
  resultStatus,
  withFilter,
  withoutFilters,
  withSearch,
  withSort,
  type Browse,
} from './browse';

/** The search box's id: the hero's buttons bring the visitor here. */
export const CHARACTER_SEARCH_ID = 'character-search';

const toCard = (character: CharacterListItem) => ({
  id: character._id,
  name: character.originalName,
  imageUrl: character.mainImageUrl,
  href: paths.biography.href(character._id),
});

const any = (label: string) => ({ value: '', label });
const named = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));

/** Side as pills (the carousel's words), universe and power as selects. */
function filtersOf(browse: Browse, universes: string[], powers: string[]): Filter[] {
  return [
    {
      name: 'alignment',
      label: 'Side',
      kind: 'pills',
      options: [any('Everyone'), ...CHARACTER_ALIGNMENTS],
      value: browse.alignment,
    },
    {
      name: 'universe',
      label: 'Universe',
      kind: 'select',
      options: [any('Every universe'), ...named(universes)],
      value: browse.universe,
    },
    {
      name: 'power',
      label: 'Power',
      kind: 'select',
      options: [any('Any power'), ...named(powers)],
      value: browse.power,
    },
  ];
}

/** A new page starts at the top of the list, not at the pagination the visitor just used. */
function showListTop() {
  document.getElementById(CHARACTER_SEARCH_ID)?.scrollIntoView({ block: 'start' });
}

/**
 * Search, filters (side, universe, power), sort and 12 a page, all done by the server and kept
 * in the address. The first list waits out the spec's 2.4 s loading display (fetching
 * meanwhile); a later page keeps the current cards, dimmed, until it arrives. A failure reads 'Oops, no character found'.
 */
export function CharacterBrowser() {
  const [params, setParams] = useSearchParams();
  const browse = readBrowse(params);
  const { characters, total, pages, isLoading } = useCharacters(characterQuery(browse));
  const { universes, powers } = useCharacterFilters();
  const ready = !isLoading || characters.length > 0;
  const revealed = useMinimumDuration(TIMINGS.skeletonMs, ready);

  // Typing replaces the entry, so Back leaves the search instead of replaying each keystroke.
  const go = (next: Browse, replace = false) => setParams(browseParams(next), { replace });
  const filtered = browseParams({ ...browse, sort: DEFAULT_BROWSE.sort }).size > 0;

  return (
    <Section title="All characters">
      <Stack gap="lg">
        <CharacterToolbar
          searchId={CHARACTER_SEARCH_ID}
          query={browse.q}
          onQueryChange={(q) => go(withSearch(browse, q), true)}
          sort={browse.sort}
          sortLabel="Sort"
          sortOptions={CHARACTER_SORTS}
          onSortChange={(sort) => go(withSort(browse, sort))}
          // Silent while a new search loads: the kept cards' count is not the new query's.
          status={revealed && !isLoading ? resultStatus(total, browse.q) : ''}
        />
        <FilterBar
          label="Filter characters"
          filters={filtersOf(browse, universes, powers)}
          onChange={(name, value) => go(withFilter(browse, name, value))}
          onClear={() => go(withoutFilters(browse))}
        />
        {!revealed && (
          <WhileScripted>
            <CharacterGrid characters={[]} loading />
          </WhileScripted>
        )}
        {!revealed && characters.length > 0 && (
          <WithoutScript>
            <CharacterGrid characters={characters.map(toCard)} />
          </WithoutScript>
        )}
        {revealed && characters.length === 0 && (
          <EmptyState
            icon="search"
            headingLevel="h3"
            title={MESSAGES.noCharacter}
            message={
              browse.q
                ? 'Check the spelling, or try part of a name.'
                : filtered
                  ? 'No one here matches every filter: try fewer.'
                  : undefined
            }
            action={
              filtered && <Button onClick={() => go(DEFAULT_BROWSE)}>Show all characters</Button>
            }
          />
        )}
        {revealed && characters.length > 0 && (
          <>
            <LinkProvider component={BiographyLink}>
              <CharacterGrid characters={characters.map(toCard)} busy={isLoading} />
            </LinkProvider>
            {pages > 1 && (
              <Pagination
                label="Character pages"
                current={browse.page}
                total={pages}
                onPageChange={(page) => {
                  go({ ...browse, page });
                  showListTop();
                }}
              />
            )}
          </>
        )}
      </Stack>
    </Section>
  );
}
