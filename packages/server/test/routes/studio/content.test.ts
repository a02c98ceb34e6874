import { STUDIO_MESSAGES, type Chapter, type Comic } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chaptersOf, signUpMember, signUpReader, type TestReader } from '../../access.ts';
import { buildTestApp } from '../../helpers.ts';
import { get } from '../../payments/flow.ts';
import { auditOf, signUpStaff, studio } from './staff.ts';

let app: FastifyInstance;
let editor: TestReader;
let comic: Comic;

beforeAll(async () => {
  app = await buildTestApp({ seed: true });
  editor = await signUpStaff(app, ['editor']);
  const comics: Comic[] = (await get(app, '/comic')).json().data;
  const first = comics[0];
  if (!first) throw new Error('the seed has no comic');
  comic = first;
});
afterAll(() => app.close());

const patch = (url: string, payload: object) =>
  studio(app, 'PATCH', url, editor.credentials, payload);

describe('editing a comic', () => {
  it('shows on the public site at once and records the fields it changed', async () => {
    const res = await patch(`/api/studio/comics/${comic._id}`, {
      title: 'The Monsoon Gate',
      authors: ['Kavya Rao', 'Imran Sheikh'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { _id: comic._id, title: 'The Monsoon Gate' },
      message: STUDIO_MESSAGES.comicSaved,
    });
    const shown: Comic = (await get(app, `/comic/${comic._id}`)).json().data;
    expect(shown).toMatchObject({
      title: 'The Monsoon Gate',
      authors: ['Kavya Rao', 'Imran Sheikh'],
      synopsis: comic.synopsis,
    });
    const [entry] = await auditOf(app, comic._id);
    expect(entry).toMatchObject({
      action: 'comic.edit',
      actor_id: editor.id,
      before: { title: comic.title, authors: comic.authors },
      after: { title: 'The Monsoon Gate', authors: ['Kavya Rao', 'Imran Sheikh'] },
    });
  });

  it('refuses an empty edit, an empty title and an unknown comic', async () => {
    const url = `/api/studio/comics/${comic._id}`;
    expect((await patch(url, {})).json().message).toBe(STUDIO_MESSAGES.nothingToChange);
    expect((await patch(url, { title: ' ' })).json().errors).toEqual([
      { field: 'title', message: STUDIO_MESSAGES.titleRequired },
    ]);
    expect((await patch(url, { rating: 'R' })).statusCode).toBe(400);
    const unknown = await patch(`/api/studio/comics/${'0'.repeat(24)}`, { title: 'Nobody' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(STUDIO_MESSAGES.unknownComic);
  });
});

describe("a chapter's access", () => {
  it('locks a free chapter for visitors and not for members, then opens it on its early-access date', async () => {
    const [chapter] = await chaptersOf(app, comic);
    if (!chapter) throw new Error('no chapter');
    const reader = await signUpReader(app);
    const member = await signUpMember(app);
    const readable = async (who?: TestReader) =>
      ((await chaptersOf(app, comic, who?.credentials)) as Chapter[]).find(
        (c) => c._id === chapter._id,
      )?.readable;
    expect(await readable(reader)).toBe(true);

    const members = await patch(`/api/studio/chapters/${chapter._id}`, { access: 'members' });
    expect(members.statusCode).toBe(200);
    expect(members.json().data).toEqual({
      _id: chapter._id,
      comicId: comic._id,
      number: chapter.number,
      title: chapter.title,
      access: 'members',
      publicAt: null,
    });
    expect(await readable(reader)).toBe(false);
    expect(await readable()).toBe(false);
    expect(await readable(member)).toBe(true);

    const past = new Date(app.now().getTime() - 60_000).toISOString();
    await patch(`/api/studio/chapters/${chapter._id}`, { access: 'early', publicAt: past });
    expect(await readable(reader)).toBe(true);
    const back = await patch(`/api/studio/chapters/${chapter._id}`, { access: 'free' });
    expect(back.json().data.access).toBe('free');
    expect((await auditOf(app, chapter._id)).map((e) => [e.before, e.after])).toEqual([
      [
        { access: 'free', publicAt: null },
        { access: 'members', publicAt: null },
      ],
      [
        { access: 'members', publicAt: null },
        { access: 'early', publicAt: past },
      ],
      [
        { access: 'early', publicAt: past },
        { access: 'free', publicAt: null },
      ],
    ]);
  });

  it('asks early access for its date, and a date only of early access', async () => {
    const [chapter] = await chaptersOf(app, comic);
    const url = `/api/studio/chapters/${chapter?._id ?? ''}`;
    expect((await patch(url, { access: 'early' })).json().errors).toEqual([
      { field: 'publicAt', message: STUDIO_MESSAGES.earlyNeedsDate },
    ]);
    expect(
      (await patch(url, { access: 'free', publicAt: '2026-12-01T10:00:00+05:30' })).json().errors,
    ).toEqual([{ field: 'publicAt', message: STUDIO_MESSAGES.dateOnlyForEarly }]);
    expect((await patch(url, { access: 'early', publicAt: 'soon' })).json().errors).toEqual([
      { field: 'publicAt', message: STUDIO_MESSAGES.publicAtInvalid },
    ]);
  });
});
