import type {
  CharacterEdit,
  CharacterImageField,
  CharacterListField,
  CharacterTextField,
  StudioCharacter,
  StudioCharacterRow,
} from '@ic/domain';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { CharactersTable } from '../db/tables/content.ts';
import { likePattern, matchRank } from './characters.ts';

type Row = Selectable<CharactersTable>;

// The studio's names for the biography's columns (spec section 3's field names).
const TEXT_COLUMNS = {
  knownAs: 'known_as',
  height: 'height',
  species: 'species',
  weight: 'weight',
  eyes: 'eyes',
  gender: 'gender',
  hair: 'hair',
  placeOfOrigin: 'place_of_origin',
  universe: 'universe',
  description: 'description',
  about: 'about',
  originText: 'origin_text',
  storyLineText: 'story_line_text',
} as const satisfies Record<CharacterTextField, keyof Row>;

const LIST_COLUMNS = {
  powers: 'powers',
  weapon: 'weapon',
  family: 'family',
  friends: 'friends',
  enemies: 'enemies',
  groupAffiliations: 'group_affiliations',
  creator: 'creator',
} as const satisfies Record<CharacterListField, keyof Row>;

const IMAGE_COLUMNS = {
  mainImageUrl: 'main_image_url',
  mainLandscapeImageUrl: 'main_landscape_image_url',
  originImage: 'origin_image',
  storyLineImage: 'story_line_image',
  power1ImageUrl: 'power1_image_url',
  power2ImageUrl: 'power2_image_url',
  power3ImageUrl: 'power3_image_url',
} as const satisfies Record<CharacterImageField, keyof Row>;

const entries = <K extends string, V>(record: Record<K, V>) => Object.entries(record) as [K, V][];

/** A page of the 2,500+, in the site's order, or by how well the name matches q. */
export async function listCharactersForStudio(
  db: Db,
  page: number,
  limit: number,
  q?: string,
): Promise<{ items: StudioCharacterRow[]; total: number }> {
  let base = db.selectFrom('characters');
  if (q) base = base.where('search_name', 'like', likePattern(q));
  let select = base.select([
    'id as _id',
    'original_name as originalName',
    'known_as as knownAs',
    'universe',
    'main_image_url as mainImageUrl',
    'updated_at',
  ]);
  if (q) select = select.orderBy(matchRank(sql.ref('search_name'), q.toLowerCase()));
  const [rows, count] = await Promise.all([
    select
      .orderBy('rank')
      .orderBy('id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const items = rows.map(({ updated_at, ...row }) => ({
    ...row,
    updatedAt: updated_at.toISOString(),
  }));
  return { items, total: Number(count.n) };
}

export async function findCharacterRow(db: Db, id: string): Promise<Row | undefined> {
  return db.selectFrom('characters').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The fields the studio edits, read from the row. */
export function toStudioCharacter(row: Row): StudioCharacter {
  return {
    _id: row.id,
    originalName: row.original_name,
    ...(Object.fromEntries(
      entries(TEXT_COLUMNS).map(([field, column]) => [field, row[column]]),
    ) as Record<CharacterTextField, string>),
    ...(Object.fromEntries(
      entries(LIST_COLUMNS).map(([field, column]) => [field, row[column]]),
    ) as Record<CharacterListField, string[]>),
    ...(Object.fromEntries(
      entries(IMAGE_COLUMNS).map(([field, column]) => [field, row[column]]),
    ) as Record<CharacterImageField, string>),
  };
}

/** Writes the biography; the search column follows the name. */
export async function updateCharacter(db: Db, id: string, edit: CharacterEdit, now: Date) {
  await db
    .updateTable('characters')
    .set({
      original_name: edit.originalName,
      search_name: edit.originalName.toLowerCase(),
      ...Object.fromEntries(entries(TEXT_COLUMNS).map(([field, column]) => [column, edit[field]])),
      ...Object.fromEntries(
        entries(LIST_COLUMNS).map(([field, column]) => [column, JSON.stringify(edit[field])]),
      ),
      ...Object.fromEntries(entries(IMAGE_COLUMNS).map(([field, column]) => [column, edit[field]])),
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .execute();
}
