// The chapters this browser keeps for reading offline: their metadata in IndexedDB (idb-keyval),
// their page images in the signed-in reader's own Cache Storage cache (rules.ts names it). Only
// one reader's downloads exist at a time: at sign-in and sign-out every other reader's go.
import type { ChapterPage, ChapterPages, Rating } from '@ic/domain';
import { del, entries, get, set } from 'idb-keyval';
import { useEffect, useSyncExternalStore } from 'react';
import { OFFLINE_CACHE_PREFIX, OFFLINE_USER_KEY, offlineCacheName } from './rules';

/** A chapter as saved: what the reader needs to open it with no network. */
export type SavedChapter = {
  /** The reader it was saved for (their username), whose cache holds the images. */
  user: string;
  comicId: string;
  rating: Rating;
  /** The pages answer as it was, each page's sources narrowed to the one image kept. */
  chapterPages: ChapterPages;
  /** Every image kept (pages and thumbnails), to remove them one by one. */
  urls: string[];
  bytes: number;
  savedAt: string;
};

const KEY_PREFIX = 'saved:';
const keyOf = (chapterId: string) => `${KEY_PREFIX}${chapterId}`;

/** A page with only the image kept: the reader's srcset then names nothing it cannot find. */
export function narrowedPage(page: ChapterPage, kept: ChapterPage['sources']['avif'][number]) {
  // Both lists hold the kept image: <img> falls back to it where <source type=avif> is skipped.
  return { ...page, sources: { avif: [kept], webp: [kept] } };
}

/** Whose list was last read, and the list. */
type Saved = { user: string | null; list: SavedChapter[] };

/**
 * Nothing is saved for nobody: downloads belong to a signed-in reader. A visitor's list is known
 * without reading, on the server and in the browser alike, so taking a page over redraws nothing.
 */
const NOBODYS: Saved = { user: null, list: [] };
let snapshot: Saved = NOBODYS;
const listeners = new Set<() => void>();

async function readAll(user: string): Promise<SavedChapter[]> {
  const all = await entries<string, unknown>();
  return all
    .filter(([key]) => typeof key === 'string' && key.startsWith(KEY_PREFIX))
    .map(([, value]) => value as SavedChapter)
    .filter((saved) => saved.user === user)
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** Reads the list again and tells every screen showing it. */
export async function refreshSaved(user: string | null): Promise<SavedChapter[]> {
  if (!user) {
    // Unchanged for a visitor: the screens showing it are not drawn again.
    if (snapshot !== NOBODYS) tell(NOBODYS);
    return NOBODYS.list;
  }
  const list = await readAll(user).catch(() => []);
  tell({ user, list });
  return list;
}

function tell(next: Saved) {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The signed-in reader's saved chapters, newest first; null until this browser's store is read
 * (never on the server). Nobody signed in has none.
 */
export function useSavedChapters(user: string | null): SavedChapter[] | null {
  const saved = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => NOBODYS,
  );
  useEffect(() => {
    if (snapshot.user !== user) void refreshSaved(user);
  }, [user]);
  return saved.user === user ? saved.list : null;
}

export async function putSaved(chapterId: string, saved: SavedChapter): Promise<void> {
  await set(keyOf(chapterId), saved);
  await refreshSaved(saved.user);
}

export async function getSaved(user: string, chapterId: string): Promise<SavedChapter | undefined> {
  const saved = await get<SavedChapter>(keyOf(chapterId));
  return saved?.user === user ? saved : undefined;
}

/** Takes one chapter off this device: its images, then its entry. */
export async function removeSaved(user: string, chapterId: string): Promise<void> {
  const saved = await getSaved(user, chapterId);
  if (saved) {
    const cache = await caches.open(offlineCacheName(user));
    await Promise.all(saved.urls.map((url) => cache.delete(url)));
  }
  await del(keyOf(chapterId));
  await refreshSaved(user);
}

/** Every download of this reader (and, by the way, any other reader's left behind). */
export async function removeAllSaved(user: string | null): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(OFFLINE_CACHE_PREFIX))
      .map((name) => caches.delete(name)),
  );
  const keys = (await entries<string, unknown>()).map(([key]) => key);
  await Promise.all(
    keys
      .filter((key) => typeof key === 'string' && key.startsWith(KEY_PREFIX))
      .map((key) => del(key)),
  );
  await refreshSaved(user);
}

/**
 * Whose downloads this browser keeps, also read by the service worker (which serves saved
 * images to that reader only). Another reader signing in, or signing out, removes them all.
 */
export async function keepDownloadsFor(user: string | null): Promise<void> {
  const previous = await get<string>(OFFLINE_USER_KEY);
  if (previous !== user) {
    const names = await caches.keys();
    const mine = user ? offlineCacheName(user) : null;
    const others = names.filter((name) => name.startsWith(OFFLINE_CACHE_PREFIX) && name !== mine);
    await Promise.all(others.map((name) => caches.delete(name)));
    const keys = (await entries<string, SavedChapter>()).filter(
      ([key, saved]) =>
        typeof key === 'string' && key.startsWith(KEY_PREFIX) && saved.user !== user,
    );
    await Promise.all(keys.map(([key]) => del(key)));
  }
  if (user) await set(OFFLINE_USER_KEY, user);
  else await del(OFFLINE_USER_KEY);
  await refreshSaved(user);
}
