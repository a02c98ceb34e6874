import type { ColumnType, Generated } from 'kysely';
import type {
  AccessLevel,
  ComicGenre,
  ComicStatus,
  ConnectionKind,
  Creator,
  Publication,
  Rating,
} from '@ic/domain';

/** A jsonb column: read back as parsed JSON, written as a JSON string (pg would turn arrays into PG arrays). */
type Json<T> = ColumnType<T, string, string>;
/** timestamptz: drivers read a Date; we write ISO strings. */
type Timestamp = ColumnType<Date, string | undefined, string>;

export interface CharactersTable {
  id: string;
  /** Order of the default listing: the hand-written core first. */
  rank: number;
  alignment: 'hero' | 'middle' | 'villain';
  original_name: string;
  /** lower(original_name), kept as a column so search and sort use one btree index on both backends. */
  search_name: string;
  known_as: string;
  powers: Json<string[]>;
  weapon: Json<string[]>;
  height: string;
  age: string;
  species: string;
  weight: string;
  birth_date: string;
  eyes: string;
  gender: string;
  hair: string;
  place_of_origin: string;
  universe: string;
  family: Json<string[]>;
  friends: Json<string[]>;
  enemies: Json<string[]>;
  group_affiliations: Json<string[]>;
  creator: Json<string[]>;
  description: string;
  about: string;
  origin_image: string;
  origin_text: string;
  story_line_image: string;
  story_line_text: string;
  main_image_url: string;
  main_landscape_image_url: string;
  power1_image_url: string;
  power2_image_url: string;
  power3_image_url: string;
  /** The team or court they belong to; '' when none. */
  faction: ColumnType<string, string | undefined, string>;
  updated_at: Timestamp;
}

/** One row each way: what other_id is to character_id (migration 009). */
export interface CharacterConnectionsTable {
  character_id: string;
  other_id: string;
  kind: ConnectionKind;
}

/** Who appears in a chapter: leads (0 hero, 1 ally, 2 villain), support and cameos. */
export interface ChapterCharactersTable {
  chapter_id: string;
  character_id: string;
  role: 'lead' | 'support' | 'cameo';
  position: number;
}

export interface ComicsTable {
  id: string;
  rank: number;
  title: string;
  cover_img: string;
  released_year: number;
  authors: Json<string[]>;
  /** The comic's premise: also the seed of its generated chapter pages. */
  synopsis: string;
  /** G, PG or T (spec section 6). */
  rating: ColumnType<Rating, Rating | undefined, Rating>;
  created_at: Timestamp;
  genres: ColumnType<ComicGenre[], string | undefined, string>;
  status: ColumnType<ComicStatus, ComicStatus | undefined, ComicStatus>;
  creators: ColumnType<Creator[], string | undefined, string>;
  /** Draft and scheduled comics are seen only in the studio (migration 016). */
  publication: ColumnType<Publication, Publication | undefined, Publication>;
  /** When a scheduled comic goes out; kept after it did. */
  publish_at: ColumnType<Date | null, string | null | undefined, string | null>;
}

export interface ChaptersTable {
  id: string;
  comic_id: string;
  number: number;
  title: string;
  chap_pdf: string;
  chap_image: string;
  /** YYYY-MM-DD or null: kept as text so both drivers hand back the same string. */
  release_date: string | null;
  page_count: number;
  access: ColumnType<AccessLevel, AccessLevel | undefined, AccessLevel>;
  /** When an early-access chapter opens to everyone; null for other levels. */
  public_at: ColumnType<Date | null, string | null | undefined, string | null>;
  /** When it was first stored (its release day for content that has one): what "new" means. */
  published_at: ColumnType<Date, string | undefined, string>;
  /** Draft and scheduled chapters are seen only in the studio (migration 016). */
  publication: ColumnType<Publication, Publication | undefined, Publication>;
  /** When a scheduled chapter goes out; kept after it did. */
  publish_at: ColumnType<Date | null, string | null | undefined, string | null>;
  /** False while an uploaded chapter's page images are being made. */
  pages_ready: ColumnType<boolean, boolean | undefined, boolean>;
  /** Whether its followers are mailed when a scheduled chapter goes out. */
  notify_followers: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface BlogsTable {
  id: string;
  title: string;
  subject: string;
  author_name: string;
  category: 'general' | 'foundation' | 'ic';
  cover_image_url: string;
  news: Json<{ imageUrl: string; story: string; heading?: string | null }[]>;
  created_at: Timestamp;
  comic_id: ColumnType<string | null, string | null | undefined, string | null>;
  character_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface JobsTable {
  id: string;
  jobtitle: string;
  description: string;
  department: string;
  jobtypes: string;
  position: number;
  tasks: Json<string[]>;
  skills: Json<string[]>;
  created_at: Timestamp;
}

export interface JobApplicationsTable {
  id: string;
  job_id: string;
  name: string;
  email: string;
  phone: string;
  portfolio_url: string | null;
  cover_letter: string;
  /** Where the CV's PDF is kept in `media` (never under the public /media/ prefix), if one came. */
  cv_media_path: string | null;
  created_at: Timestamp;
}

export interface TimelineStoriesTable {
  id: string;
  category: string;
  title: string;
  /** YYYY-MM-DD */
  event_date: string;
  description: string;
  image_url: string;
}

export interface TeamsTable {
  id: string;
  rank: number;
  name: string;
}

export interface TeamMembersTable {
  id: Generated<number>;
  team_id: string;
  position: number;
  name: string;
  img: string;
  year: string;
}

/** Stored media: imported files and generated chapter PDFs, shared by every instance on one database. */
export interface MediaTable {
  path: string;
  content_type: string;
  body: ColumnType<Uint8Array, Uint8Array, Uint8Array>;
  etag: string;
  created_at: Timestamp;
}

/** Bumped by a trigger whenever a table of its area changes (migrations 004 and 007). */
export interface ContentVersionsTable {
  name: string;
  version: ColumnType<string, never, never>;
  changed_at: ColumnType<Date, never, never>;
}

export interface ContentTables {
  characters: CharactersTable;
  character_connections: CharacterConnectionsTable;
  chapter_characters: ChapterCharactersTable;
  comics: ComicsTable;
  chapters: ChaptersTable;
  blogs: BlogsTable;
  jobs: JobsTable;
  job_applications: JobApplicationsTable;
  timeline_stories: TimelineStoriesTable;
  teams: TeamsTable;
  team_members: TeamMembersTable;
  media: MediaTable;
  content_versions: ContentVersionsTable;
}
