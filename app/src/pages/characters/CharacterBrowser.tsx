import {
  CHARACTER_ALIGNMENTS,
  CHARACTER_SORTS,
  MESSAGES,
  TIMINGS,
  type CharacterSort,
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
  useFormat,
  type Counted,
  useMessage,
  useMinimumDuration,
  useT,
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

type T = ReturnType<typeof useT>;

const any = (label: string) => ({ value: '', label });
const named = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));

/** Side as pills (the carousel's words), universe and power as selects (their names are content). */
function filtersOf(browse: Browse, universes: string[], powers: string[], t: T): Filter[] {
  return [
    {
      name: 'alignment',
      label: t('characters.list.side'),
      kind: 'pills',
      options: [
        any(t('characters.list.side.any')),
        ...CHARACTER_ALIGNMENTS.map(({ value }) => ({
          value,
          label: t(`characters.list.side.${value}`),
        })),
      ],
      value: browse.alignment,
    },
    {
      name: 'universe',
      label: t('characters.list.universe'),
      kind: 'select',
      options: [any(t('characters.list.universe.any')), ...named(universes)],
      value: browse.universe,
    },
    {
      name: 'power',
      label: t('characters.list.power'),
      kind: 'select',
      options: [any(t('characters.list.power.any')), ...named(powers)],
      value: browse.power,
    },
  ];
}

const sortsIn = (t: T): { value: CharacterSort; label: string }[] =>
  CHARACTER_SORTS.map(({ value }) => ({ value, label: t(`characters.list.sort.${value}`) }));

/** '2,500 characters', or '14 characters match “agni”' while searching. */
function resultStatus(total: Counted, query: string, t: T): string {
  return query
    ? t('characters.list.countMatching', { ...total, query })
    : t('characters.list.count', total);
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
  const t = useT();
  const message = useMessage();
  const format = useFormat();
  const ready = !isLoading || characters.length > 0;
  const revealed = useMinimumDuration(TIMINGS.skeletonMs, ready);

  // Typing replaces the entry, so Back leaves the search instead of replaying each keystroke.
  const go = (next: Browse, replace = false) => setParams(browseParams(next), { replace });
  const filtered = browseParams({ ...browse, sort: DEFAULT_BROWSE.sort }).size > 0;

  return (
    <Section title={t('characters.list.title')}>
      <Stack gap="lg">
        <CharacterToolbar
          searchId={CHARACTER_SEARCH_ID}
          query={browse.q}
          onQueryChange={(q) => go(withSearch(browse, q), true)}
          sort={browse.sort}
          label={t('characters.hero.title')}
          searchLabel={t('characters.list.search')}
          searchPlaceholder={t('characters.list.searchPlaceholder')}
          sortLabel={t('characters.list.sort')}
          sortOptions={sortsIn(t)}
          onSortChange={(sort) => go(withSort(browse, sort))}
          // Silent while a new search loads: the kept cards' count is not the new query's.
          status={revealed && !isLoading ? resultStatus(format.count(total), browse.q, t) : ''}
        />
        <FilterBar
          label={t('characters.list.filters')}
          filters={filtersOf(browse, universes, powers, t)}
          onChange={(name, value) => go(withFilter(browse, name, value))}
          onClear={() => go(withoutFilters(browse))}
        />
        {!revealed && (
          <WhileScripted>
            <CharacterGrid characters={[]} loading label={t('characters.hero.title')} />
          </WhileScripted>
        )}
        {!revealed && characters.length > 0 && (
          <WithoutScript>
            <CharacterGrid characters={characters.map(toCard)} label={t('characters.hero.title')} />
          </WithoutScript>
        )}
        {revealed && characters.length === 0 && (
          <EmptyState
            icon="search"
            headingLevel="h3"
            title={message(MESSAGES.noCharacter, 'errors.noCharacter')}
            message={
              browse.q
                ? t('characters.list.emptySearch')
                : filtered
                  ? t('characters.list.emptyFilters')
                  : undefined
            }
            action={
              filtered && (
                <Button onClick={() => go(DEFAULT_BROWSE)}>{t('characters.list.showAll')}</Button>
              )
            }
          />
        )}
        {revealed && characters.length > 0 && (
          <>
            <LinkProvider component={BiographyLink}>
              <CharacterGrid
                characters={characters.map(toCard)}
                busy={isLoading}
                label={t('characters.hero.title')}
              />
            </LinkProvider>
            {pages > 1 && (
              <Pagination
                label={t('characters.list.pages')}
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
