import type { MyListKind } from '@ic/domain';
import type { ColumnType } from 'kysely';

// Tables of the reader (migration 007). Timestamps are timestamptz.
type Timestamp = ColumnType<Date, Date, Date>;

/** A chapter page's size at the full image width (1600 px); its images are in `media`. */
export interface ChapterPagesTable {
  chapter_id: string;
  number: number;
  width: number;
  height: number;
  /** The chapter's PDF when the page was measured. */
  pdf_path: string;
}

/** Where a signed-in reader is in a chapter; the client's time decides which write wins. */
export interface ReadingProgressTable {
  user_id: string;
  chapter_id: string;
  page: number;
  page_count: number;
  finished: boolean;
  client_updated_at: Timestamp;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A series a signed-in reader follows (migration 012). */
export interface FollowsTable {
  user_id: string;
  comic_id: string;
  followed_at: ColumnType<Date, Date | undefined, never>;
}

/** A comic or character on a signed-in reader's My list (migration 013). */
export interface MyListTable {
  user_id: string;
  kind: MyListKind;
  item_id: string;
  added_at: ColumnType<Date, Date | undefined, never>;
}

export interface ReaderTables {
  follows: FollowsTable;
  my_list: MyListTable;
  chapter_pages: ChapterPagesTable;
  reading_progress: ReadingProgressTable;
}
