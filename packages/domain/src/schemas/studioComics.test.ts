import { describe, expect, it } from 'vitest';
import {
  chapterOrderSchema,
  comicFormSchema,
  publicationChangeSchema,
  STUDIO_COMICS_MESSAGES,
} from './studioComics.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the comic form', () => {
  it('sends the authors as a list from the comma-separated field', () => {
    const parsed = comicFormSchema.parse({
      title: ' The Salt Road ',
      authors: 'Meera Pillai, , Arjun Das ',
      synopsis: '',
      rating: 'PG',
      status: 'ongoing',
    });
    expect(parsed).toMatchObject({
      title: 'The Salt Road',
      authors: ['Meera Pillai', 'Arjun Das'],
    });
  });

  it('asks for a title and an author', () => {
    const result = comicFormSchema.safeParse({
      title: '',
      authors: ' , ',
      synopsis: '',
      rating: 'G',
      status: 'complete',
    });
    expect(messages(result)).toEqual([
      STUDIO_COMICS_MESSAGES.titleRequired,
      STUDIO_COMICS_MESSAGES.authorsRequired,
    ]);
  });
});

describe('a publication change', () => {
  it('needs a time to schedule, and only then', () => {
    expect(messages(publicationChangeSchema.safeParse({ publication: 'scheduled' }))).toEqual([
      STUDIO_COMICS_MESSAGES.publishAtRequired,
    ]);
    const at = '2026-12-01T10:00:00+05:30';
    expect(
      messages(publicationChangeSchema.safeParse({ publication: 'published', publishAt: at })),
    ).toEqual([STUDIO_COMICS_MESSAGES.publishAtOnlyScheduled]);
    expect(publicationChangeSchema.parse({ publication: 'scheduled', publishAt: at })).toEqual({
      publication: 'scheduled',
      publishAt: at,
      notifyFollowers: false,
    });
  });
});

describe('a chapter order', () => {
  it('names each chapter once', () => {
    const id = 'a'.repeat(24);
    expect(messages(chapterOrderSchema.safeParse({ chapterIds: [id, id] }))).toEqual([
      STUDIO_COMICS_MESSAGES.orderMismatch,
    ]);
  });
});
