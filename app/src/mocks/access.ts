// Locked chapters, a child account and the reading reports for page stories, in the server's
// shapes. Stories pass them with api('content', ...) before the shared handlers.
import {
  type AccessDecision,
  type Chapter,
  type ChapterLock,
  type ChildStatus,
  type Comic,
  type Rating,
} from '@ic/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { parseUserCookie } from '../session/userCookie';
import { chaptersOf, comics } from './fixtures';

const ok = (data: unknown) => HttpResponse.json({ success: true, data });

export const EARLY_UNTIL = '2026-12-01T10:00:00.000Z';

/** A comic's chapters as this reader sees them: each lock given closes its chapter (no PDF). */
export function chaptersWithLocks(
  comicId: string,
  locks: readonly (ChapterLock | null)[],
  rating: Rating = 'G',
): Chapter[] {
  return chaptersOf(comicId).map((chapter, index) => {
    const lock = locks[index] ?? null;
    return {
      ...chapter,
      rating,
      access: lock?.reason === 'early-until' ? 'early' : lock ? 'members' : 'free',
      publicAt: lock?.reason === 'early-until' ? lock.until : null,
      readable: lock === null,
      lock,
      chapPdf: lock === null ? chapter.chapPdf : null,
    };
  });
}

/** The chapter list answered from `chaptersOf`, each call asking `list` for the current truth. */
export function chaptersAnswer(list: (comicId: string) => Chapter[]): HttpHandler {
  return http.get('/comicChap/:id/chapters', ({ params }) => ok(list(String(params.id))));
}

/** The catalogue with members' chapters in the first two comics (the second rated T). */
export const comicsWithMembersChapters: Comic[] = comics.map((comic, index) => ({
  ...comic,
  rating: index === 1 ? 'T' : 'G',
  membersChapterCount: index < 2 ? 2 : 0,
}));

/** Oldest first, as the server answers /comic (the fixtures are newest first). */
export const membersComics = http.get('/comic', () => ok([...comicsWithMembersChapters].reverse()));

export const childLimits: ChildStatus = {
  maxRating: 'PG',
  dailyLimitMinutes: 30,
  paused: false,
  minutesToday: 12,
};

/** GET /api/me for a child account (signed in by the story's user cookie). */
export function childMe(child: ChildStatus = childLimits): HttpHandler {
  return http.get('/api/me', () => {
    const user = parseUserCookie(document.cookie);
    return user
      ? ok({ ...user, child })
      : HttpResponse.json({ success: false, message: 'Please log in.' }, { status: 401 });
  });
}

/** The reading reports, answered with one decision (read by default). */
export function readingAnswers(
  decision: AccessDecision = { read: true },
  child: ChildStatus | null = null,
): HttpHandler[] {
  const status = {
    minutesToday: child?.minutesToday ?? 0,
    limitMinutes: child?.dailyLimitMinutes ?? null,
    decision,
  };
  return [
    http.post('/api/reading/open', () => ok(status)),
    http.post('/api/reading/heartbeat', () => ok(status)),
  ];
}
