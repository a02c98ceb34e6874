import {
  ageFact,
  birthDateFact,
  type Appearance,
  type Character,
  type CharacterAlignment,
  type CharacterConnection,
  type CharacterDetail,
  type CharacterFilters,
  type CharacterListItem,
  type CharacterQuery,
  type ConnectionKind,
} from '@ic/domain';
import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { CharactersTable } from '../db/tables/content.ts';

type Row = Selectable<CharactersTable>;

/**
 * A character to store: age and birth date as the biography words them (served as a number and
 * an ISO date, with the words as a note when they say more), and its place in the default listing.
 */
export type RankedCharacter = Omit<Character, 'age' | 'ageNote' | 'birthDate' | 'birthDateNote'> & {
  age: string | null;
  birthDate: string | null;
  rank: number;
};

/** A row as JSON: lists stay arrays, so PostgreSQL can read a whole batch as one jsonb value. */
type CharacterRecord = Omit<Row, 'updated_at'> & { updated_at: string };

const text = (value: string | null) => value ?? '';

function toCharacterRecord(c: RankedCharacter, updatedAt: string): CharacterRecord {
  return {
    id: c._id,
    rank: c.rank,
    alignment: c.alignment,
    original_name: c.originalName,
    search_name: c.originalName.toLowerCase(),
    known_as: text(c.knownAs),
    powers: c.powers,
    weapon: c.weapon,
    height: text(c.height),
    age: text(c.age),
    species: text(c.species),
    weight: text(c.weight),
    birth_date: text(c.birthDate),
    eyes: text(c.eyes),
    gender: text(c.gender),
    hair: text(c.hair),
    place_of_origin: text(c.placeOfOrigin),
    universe: text(c.universe),
    family: c.family,
    friends: c.friends,
    enemies: c.enemies,
    group_affiliations: c.groupAffiliations,
    creator: c.creator,
    description: text(c.description),
    about: text(c.about),
    origin_image: c.origin.image,
    origin_text: c.origin.text,
    story_line_image: c.storyLine.image,
    story_line_text: c.storyLine.text,
    main_image_url: c.mainImageUrl,
    main_landscape_image_url: c.mainLandscapeImageUrl,
    power1_image_url: c.power1ImageUrl,
    power2_image_url: c.power2ImageUrl,
    power3_image_url: c.power3ImageUrl,
    faction: text(c.faction),
    updated_at: updatedAt,
  };
}

/** Empty text is unknown: the biography shows N/A for null. */
const orNull = (value: string) => (value === '' ? null : value);

export function fromCharacterRow(r: Row): Character {
  return {
    _id: r.id,
    originalName: r.original_name,
    knownAs: orNull(r.known_as),
    powers: r.powers,
    weapon: r.weapon,
    height: orNull(r.height),
    ...ageFact(r.age),
    species: orNull(r.species),
    weight: orNull(r.weight),
    ...birthDateFact(r.birth_date),
    eyes: orNull(r.eyes),
    gender: orNull(r.gender),
    hair: orNull(r.hair),
    placeOfOrigin: orNull(r.place_of_origin),
    universe: orNull(r.universe),
    family: r.family,
    friends: r.friends,
    enemies: r.enemies,
    groupAffiliations: r.group_affiliations,
    creator: r.creator,
    description: orNull(r.description),
    about: orNull(r.about),
    origin: { image: r.origin_image, text: r.origin_text },
    storyLine: { image: r.story_line_image, text: r.story_line_text },
    mainImageUrl: r.main_image_url,
    mainLandscapeImageUrl: r.main_landscape_image_url,
    power1ImageUrl: r.power1_image_url,
    power2ImageUrl: r.power2_image_url,
    power3ImageUrl: r.power3_image_url,
    alignment: r.alignment,
    faction: orNull(r.faction),
  };
}

/** LIKE treats % and _ as wildcards; a reader searching for them means the characters. */
export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The fields of a list item, as the hub's cards and the search results show them. */
const LIST_FIELDS = [
  'id as _id',
  'original_name as originalName',
  'main_image_url as mainImageUrl',
  'alignment',
  sql<string | null>`nullif(universe, '')`.as('universe'),
  sql<string | null>`nullif(faction, '')`.as('faction'),
] as const;

/** One of their powers is this one, whatever the case. */
function hasPower(power: string) {
  return sql<boolean>`exists (select 1 from jsonb_array_elements_text(powers) as p(name) where lower(p.name) = ${power.toLowerCase()})`;
}

export interface CharacterPage {
  items: CharacterListItem[];
  total: number;
}

/**
 * The lean list: the fields a card shows and the hub filters on. Without a sort, or `featured`, it
 * keeps the site's order (the hand-written core first); page/limit slice it when given.
 */
export async function listCharacters(db: Db, query: CharacterQuery): Promise<CharacterPage> {
  let base = db.selectFrom('characters');
  if (query.q) base = base.where('search_name', 'like', likePattern(query.q));
  if (query.alignment) base = base.where('alignment', '=', query.alignment);
  if (query.universe) base = base.where(sql`lower(universe)`, '=', query.universe.toLowerCase());
  if (query.power) base = base.where(hasPower(query.power));
  let select = base.select(LIST_FIELDS);
  select =
    query.sort === undefined || query.sort === 'featured'
      ? select.orderBy('rank').orderBy('id')
      : select.orderBy('search_name', query.sort).orderBy('id', query.sort);
  const paged = query.page !== undefined || query.limit !== undefined;
  if (!paged) {
    const items = await select.execute();
    return { items, total: items.length };
  }
  const limit = query.limit ?? 12;
  const offset = ((query.page ?? 1) - 1) * limit;
  const [items, count] = await Promise.all([
    select.limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n) };
}

/**
 * Up to `limit` characters whose name holds `q`: the exact name first, then names that start with
 * it, then the rest; each group in the site's order.
 */
export async function searchCharacters(
  db: Db,
  q: string,
  limit: number,
): Promise<CharacterListItem[]> {
  const needle = q.toLowerCase();
  return db
    .selectFrom('characters')
    .select(LIST_FIELDS)
    .where('search_name', 'like', likePattern(q))
    .orderBy(matchRank(sql.ref('search_name'), needle))
    .orderBy('rank')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** 0 for the exact text, 1 for a prefix, 2 for anything else that matched. */
export function matchRank(
  column: RawBuilder<unknown> | ReturnType<typeof sql.ref>,
  needle: string,
) {
  return sql<number>`case when ${column} = ${needle} then 0 when starts_with(${column}, ${needle}) then 1 else 2 end`;
}

/** The hub's select options: every universe by name, and the powers most characters share. */
export async function characterFilters(db: Db, powerCount: number): Promise<CharacterFilters> {
  const [universes, powers] = await Promise.all([
    db
      .selectFrom('characters')
      .select('universe')
      .distinct()
      .where('universe', '<>', '')
      .orderBy('universe')
      .execute(),
    sql<{ name: string }>`
      select p.name from characters, jsonb_array_elements_text(powers) as p(name)
      group by p.name order by count(*) desc, p.name limit ${powerCount}
    `.execute(db),
  ]);
  return {
    universes: universes.map((u) => u.universe),
    powers: powers.rows.map((p) => p.name).sort((a, b) => a.localeCompare(b)),
  };
}

export async function findCharacter(db: Db, id: string): Promise<Character | undefined> {
  const row = await db.selectFrom('characters').selectAll().where('id', '=', id).executeTakeFirst();
  return row && fromCharacterRow(row);
}

/** Connections listed friends first, rivals last, each kind in the site's order. */
const KIND_ORDER: ConnectionKind[] = ['mentor', 'student', 'family', 'ally', 'rival'];

async function connectionsOf(db: Db, id: string): Promise<CharacterConnection[]> {
  const rows = await db
    .selectFrom('character_connections as link')
    .innerJoin('characters as other', 'other.id', 'link.other_id')
    .select(['link.kind', 'other.id', 'other.original_name', 'other.main_image_url', 'other.rank'])
    .where('link.character_id', '=', id)
    .execute();
  return rows
    .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.rank - b.rank)
    .map((r) => ({
      kind: r.kind,
      character: { _id: r.id, originalName: r.original_name, mainImageUrl: r.main_image_url },
    }));
}

/** Where a character appears: comics in the order they were first seen in them. */
async function appearancesOf(db: Db, id: string): Promise<Appearance[]> {
  const rows = await db
    .selectFrom('chapter_characters as seen')
    .innerJoin('chapters', 'chapters.id', 'seen.chapter_id')
    .innerJoin('comics', 'comics.id', 'chapters.comic_id')
    .select([
      'comics.id as comicId',
      'comics.title as comicTitle',
      'chapters.id as chapterId',
      'chapters.number',
      'chapters.title',
    ])
    .where('seen.character_id', '=', id)
    .where('chapters.publication', '=', 'published')
    .where('comics.publication', '=', 'published')
    .orderBy(sql`chapters.release_date nulls last`)
    .orderBy('comics.rank')
    .orderBy('chapters.number')
    .execute();
  const byComic = new Map<string, Appearance>();
  for (const r of rows) {
    const comic = byComic.get(r.comicId) ?? {
      comicId: r.comicId,
      comicTitle: r.comicTitle,
      chapters: [],
    };
    comic.chapters.push({ _id: r.chapterId, number: r.number, title: r.title });
    byComic.set(r.comicId, comic);
  }
  return [...byComic.values()].map((a) => ({
    ...a,
    chapters: a.chapters.sort((x, y) => x.number - y.number),
  }));
}

/** GET /character/get/:id: the biography, where they appear (first appearance first) and their connections. */
export async function findCharacterDetail(
  db: Db,
  id: string,
): Promise<CharacterDetail | undefined> {
  const character = await findCharacter(db, id);
  if (!character) return undefined;
  const [appearsIn, connections] = await Promise.all([
    appearancesOf(db, id),
    connectionsOf(db, id),
  ]);
  const first = appearsIn[0];
  const chapter = first?.chapters[0];
  return {
    ...character,
    firstAppearance:
      first && chapter ? { comicId: first.comicId, comicTitle: first.comicTitle, chapter } : null,
    appearsIn,
    connections,
  };
}

/** The first character of each alignment in the site's order: the faces of the hub's slides. */
export async function featuredCharacters(
  db: Db,
): Promise<Partial<Record<CharacterAlignment, Character>>> {
  const rows = await db
    .selectFrom('characters')
    .selectAll()
    .distinctOn('alignment')
    .orderBy('alignment')
    .orderBy('rank')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.alignment, fromCharacterRow(r)]));
}

/**
 * Inserts or replaces characters by id (the import runs this again with changed content).
 * The batch travels as one jsonb parameter that PostgreSQL expands into rows: several times
 * faster than thousands of bound parameters, on PGlite and PostgreSQL alike.
 */
export async function upsertCharacters(
  db: Db,
  characters: RankedCharacter[],
  updatedAt: string,
): Promise<void> {
  const records = characters.map((c) => toCharacterRecord(c, updatedAt));
  const first = records[0];
  if (!first) return;
  const columns = Object.keys(first).map((k) => sql.ref(k));
  const updates = Object.keys(first)
    .filter((k) => k !== 'id')
    .map((k) => sql`${sql.ref(k)} = excluded.${sql.ref(k)}`);
  await sql`
    insert into characters (${sql.join(columns)})
    select ${sql.join(columns)} from jsonb_populate_recordset(null::characters, ${JSON.stringify(records)}::jsonb)
    on conflict (id) do update set ${sql.join(updates)}
  `.execute(db);
}

export async function maxCharacterRank(db: Db): Promise<number> {
  const row = await db
    .selectFrom('characters')
    .select((eb) => eb.fn.max('rank').as('rank'))
    .executeTakeFirst();
  return row?.rank ?? 0;
}

/** The listing rank of each of these characters that exists. */
export async function characterRanks(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('characters')
    .select(['id', 'rank'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.rank]));
}
