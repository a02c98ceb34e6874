// Characters: the browse list (server-side search, sort and paging) and one biography.
import type {
  CharacterDetail,
  CharacterFilters,
  CharacterListItem,
  CharacterQuery,
  HeroSlide,
  PagedSuccess,
} from '@ic/domain';
import useSWR from 'swr';
import { apiFetch, apiGet, apiUrl } from './client';
import { logged } from './log';
import { pageCount, pageOf, type Page } from './paging';

export const CHARACTER_LIST_PATH = '/character/getAll';

export function characterPath(id: string): string {
  return `/character/get/${encodeURIComponent(id)}`;
}

export function charactersKey(query: CharacterQuery = {}): string {
  return apiUrl(CHARACTER_LIST_PATH, query);
}

type ServedListItem = Partial<CharacterListItem> & Pick<CharacterListItem, '_id'>;

/** Spec section 3's fallbacks: a missing name reads 'Unknown', a missing image is empty. */
function toListItem(served: ServedListItem): CharacterListItem {
  return {
    _id: served._id,
    originalName: served.originalName || 'Unknown',
    mainImageUrl: served.mainImageUrl ?? '',
    alignment: served.alignment ?? 'middle',
    universe: served.universe ?? null,
    faction: served.faction ?? null,
  };
}

export function getCharacters(query: CharacterQuery = {}): Promise<Page<CharacterListItem>> {
  return logged('load the characters', async () => {
    const { body } = await apiFetch<PagedSuccess<ServedListItem>>(CHARACTER_LIST_PATH, { query });
    return pageOf({ ...body, data: body.data.map(toListItem) });
  });
}

/**
 * The browse list. A failure is logged only (spec section 8): the list is empty, loading ends,
 * and the screen says 'Oops, no character found'.
 */
export function useCharacters(query: CharacterQuery = {}) {
  const { data, error, isLoading } = useSWR(charactersKey(query), () => getCharacters(query), {
    keepPreviousData: true,
  });
  const characters = error ? [] : (data?.items ?? []);
  const total = error ? 0 : (data?.total ?? 0);
  const pages = data && !error ? pageCount(data) : 1;
  return { characters, total, pages, isLoading, error: error as unknown };
}

/** The biography, where they appear and who they are linked to. */
export function getCharacter(id: string): Promise<CharacterDetail> {
  return logged(`load the character ${id}`, () => apiGet<CharacterDetail>(characterPath(id)));
}

/** One character; a failure is logged only and leaves `character` undefined. */
export function useCharacter(id: string | undefined) {
  const key = id ? (['character', id] as const) : null;
  const { data, error, isLoading } = useSWR(key, ([, characterId]) => getCharacter(characterId));
  return { character: data, isLoading, error: error as unknown };
}

export const HERO_SLIDES_KEY = '/character/hero-slides';

export function getHeroSlides(): Promise<HeroSlide[]> {
  return logged('load the hero slides', () => apiGet<HeroSlide[]>(HERO_SLIDES_KEY));
}

/** The characters hub's carousel (heroes, middle, villains); a failure is logged and shows none. */
export function useHeroSlides() {
  const { data, error, isLoading } = useSWR(HERO_SLIDES_KEY, getHeroSlides);
  return { slides: error ? [] : (data ?? []), isLoading, error: error as unknown };
}

export const CHARACTER_FILTERS_KEY = '/character/filters';

export function getCharacterFilters(): Promise<CharacterFilters> {
  return logged('load the character filters', () =>
    apiGet<CharacterFilters>(CHARACTER_FILTERS_KEY),
  );
}

/** The hub's universe and power choices; a failure is logged and offers only "any". */
export function useCharacterFilters() {
  const { data, error } = useSWR(CHARACTER_FILTERS_KEY, getCharacterFilters);
  return error || !data ? { universes: [], powers: [] } : data;
}
