import type { MyListItem, MyListKind } from '@ic/domain';
import type { Db } from '../db/database.ts';

/** Adding twice is adding once (the first day stays). */
export async function addToMyList(
  db: Db,
  userId: string,
  kind: MyListKind,
  itemId: string,
): Promise<void> {
  await db
    .insertInto('my_list')
    .values({ user_id: userId, kind, item_id: itemId })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'item_id']).doNothing())
    .execute();
}

export async function removeFromMyList(
  db: Db,
  userId: string,
  kind: MyListKind,
  itemId: string,
): Promise<void> {
  await db
    .deleteFrom('my_list')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('item_id', '=', itemId)
    .execute();
}

/** A reader's list, newest first; an entry whose comic or character is gone is left out. */
export async function listMyList(db: Db, userId: string): Promise<MyListItem[]> {
  const rows = await db
    .selectFrom('my_list')
    .leftJoin('comics', (j) =>
      j
        .onRef('comics.id', '=', 'my_list.item_id')
        .on('my_list.kind', '=', 'comic')
        .on('comics.publication', '=', 'published'),
    )
    .leftJoin('characters', (j) =>
      j.onRef('characters.id', '=', 'my_list.item_id').on('my_list.kind', '=', 'character'),
    )
    .select([
      'my_list.kind',
      'my_list.item_id',
      'my_list.added_at',
      'comics.title',
      'comics.cover_img',
      'characters.original_name',
      'characters.main_image_url',
    ])
    .where('my_list.user_id', '=', userId)
    .orderBy('my_list.added_at', 'desc')
    .orderBy('my_list.item_id')
    .execute();
  return rows.flatMap((r) => {
    const title = r.kind === 'comic' ? r.title : r.original_name;
    const image = r.kind === 'comic' ? r.cover_img : r.main_image_url;
    if (title === null) return [];
    return [
      {
        kind: r.kind,
        _id: r.item_id,
        title,
        image: image ?? '',
        addedAt: r.added_at.toISOString(),
      },
    ];
  });
}
