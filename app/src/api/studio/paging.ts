import type { PageMeta } from '@ic/domain';

/** A page of a studio list, as the server answers it inside `data`. */
export type StudioPage<T> = { items: T[]; meta: PageMeta };

/** The rows per page the studio's tables ask for. */
export const STUDIO_PAGE_SIZE = 25;
