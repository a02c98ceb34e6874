// Editors: the characters, paged and searched on the server, and their biographies.
import type { CharacterEdit, StudioCharacter, StudioCharacterRow } from '@ic/domain';
import useSWR from 'swr';
import { apiGet, apiPut, apiUrl } from '../client';
import { STUDIO_PAGE_SIZE, type StudioPage } from './paging';

export const STUDIO_CHARACTERS_PATH = '/api/studio/characters';
const characterPath = (id: string) => `${STUDIO_CHARACTERS_PATH}/${encodeURIComponent(id)}`;

export function useStudioCharacters(page: number, q: string) {
  const query = { page, limit: STUDIO_PAGE_SIZE, q: q.trim() };
  const { data, error, isLoading } = useSWR(
    apiUrl(STUDIO_CHARACTERS_PATH, query),
    () => apiGet<StudioPage<StudioCharacterRow>>(STUDIO_CHARACTERS_PATH, { query }),
    { keepPreviousData: true },
  );
  return { characters: data, error: error as unknown, isLoading };
}

export function useStudioCharacter(id: string | undefined) {
  const { data, error, isLoading, mutate } = useSWR(id ? characterPath(id) : null, () =>
    apiGet<StudioCharacter>(characterPath(id ?? '')),
  );
  return { character: data, error: error as unknown, isLoading, refresh: () => mutate() };
}

export function saveCharacter(id: string, edit: CharacterEdit): Promise<StudioCharacter> {
  return apiPut<StudioCharacter>(characterPath(id), edit);
}
