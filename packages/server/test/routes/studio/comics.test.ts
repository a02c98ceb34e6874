import {
  STUDIO_COMICS_MESSAGES,
  STUDIO_MESSAGES,
  UPLOAD_MESSAGES,
  type Comic,
  type StudioChapter,
  type StudioComicDetail,
} from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishDue } from '../../../src/content/publishing.ts';
import { readContentVersions } from '../../../src/repositories/content-versions.ts';
import { signUpReader, type TestReader } from '../../access.ts';
import { buildTestApp, readOutbox } from '../../helpers.ts';
import { get, post } from '../../payments/flow.ts';
import { auditOf, signUpStaff, studio } from './staff.ts';
import {
  createComic,
  multipartBody,
  pngDeclaring,
  smallPdf,
  smallPng,
  uploadAs,
  uploadChapter,
} from './uploads.ts';

const HOUR = 60 * 60 * 1000;
let now = new Date('2026-11-24T10:00:00Z');
let app: FastifyInstance;
let editor: TestReader;
let pdf: Buffer;

beforeAll(async () => {
  app = await buildTestApp({ now: () => now });
  editor = await signUpStaff(app, ['editor']);
  pdf = await smallPdf(1);
});
afterAll(() => app.close());

const publicComicIds = async () =>
  ((await get(app, '/comic')).json().data as Comic[]).map((c) => c._id);
const publish = (kind: 'comics' | 'chapters', id: string, payload: object) =>
  studio(app, 'PUT', `/api/studio/${kind}/${id}/publication`, editor.credentials, payload);
const detail = async (id: string): Promise<StudioComicDetail> =>
  (await studio(app, 'GET', `/api/studio/comics/${id}`, editor.credentials)).json().data;

describe('creating a comic', () => {
  it('stores a draft the studio lists and the site does not show, and audits it', async () => {
    const comic = await createComic(app, editor.credentials, 'The Salt Road Couriers');
    expect(comic).toMatchObject({
      title: 'The Salt Road Couriers',
      authors: ['Meera Pillai'],
      rating: 'PG',
      status: 'ongoing',
      publication: 'draft',
      publishAt: null,
      chapterCount: 0,
      chapters: [],
      coverImg: `/media/art/comics/${comic._id}/cover.svg`,
    });
    expect(comic._id).toMatch(/^[0-9a-f]{24}$/);
    const listed = await studio(app, 'GET', '/api/studio/comics?q=salt%20road', editor.credentials);
    expect(listed.json().data.items.map((c: Comic) => c._id)).toEqual([comic._id]);
    expect(listed.json().data.meta).toEqual({ total: 1, page: 1, limit: 25, pages: 1 });
    expect(await publicComicIds()).not.toContain(comic._id);
    expect((await get(app, `/comic/${comic._id}`)).statusCode).toBe(404);
    const [entry] = await auditOf(app, comic._id);
    expect(entry).toMatchObject({ action: 'comic.create', actor_id: editor.id, before: null });
  });

  it('refuses a comic without a title or authors, in the spec’s tone', async () => {
    const res = await studio(app, 'POST', '/api/studio/comics', editor.credentials, {
      title: ' ',
      authors: [],
      rating: 'PG',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'title', message: STUDIO_COMICS_MESSAGES.titleRequired },
      { field: 'authors', message: STUDIO_COMICS_MESSAGES.authorsRequired },
    ]);
  });
});

describe('the cover', () => {
  it('takes a picture by its bytes and keeps it in the media store', async () => {
    const comic = await createComic(app, editor.credentials);
    const png = await smallPng();
    const body = multipartBody(
      {},
      { field: 'cover', name: 'cover.png', type: 'image/png', bytes: png },
    );
    const url = `/api/studio/comics/${comic._id}/cover`;
    const res = await uploadAs(app, 'PUT', url, editor.credentials, body);
    expect(res.statusCode).toBe(200);
    const { coverImg } = res.json().data;
    expect(coverImg).toMatch(/^\/media\/files\/[0-9a-f]{16}\/cover\.png$/);
    const served = await app.inject(coverImg);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect((await auditOf(app, comic._id)).map((e) => e.action)).toContain('comic.cover');
  });

  it('refuses a PDF named .png, with the field’s message', async () => {
    const comic = await createComic(app, editor.credentials);
    const body = multipartBody(
      {},
      { field: 'cover', name: 'cover.png', type: 'image/png', bytes: pdf },
    );
    const res = await uploadAs(
      app,
      'PUT',
      `/api/studio/comics/${comic._id}/cover`,
      editor.credentials,
      body,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'cover', message: UPLOAD_MESSAGES.notPicture }]);
  });

  it('refuses a picture declaring more than 40 megapixels before storing it', async () => {
    const comic = await createComic(app, editor.credentials);
    const bomb = multipartBody(
      {},
      { field: 'cover', name: 'cover.png', type: 'image/png', bytes: pngDeclaring(20_000, 20_000) },
    );
    const url = `/api/studio/comics/${comic._id}/cover`;
    const res = await uploadAs(app, 'PUT', url, editor.credentials, bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'cover', message: UPLOAD_MESSAGES.pictureTooManyPixels },
    ]);
    expect((await detail(comic._id)).coverImg).toBe(comic.coverImg);
  });
});

describe('uploading a chapter', () => {
  it('reads the page count, answers "processing" and makes the page images in a job', async () => {
    const comic = await createComic(app, editor.credentials);
    const chapter = await uploadChapter(
      app,
      editor.credentials,
      comic._id,
      'Low Tide',
      await smallPdf(2),
    );
    expect(chapter).toMatchObject({
      comicId: comic._id,
      number: 1,
      title: 'Low Tide',
      pageCount: 2,
      access: 'free',
      publication: 'draft',
      processing: true,
    });
    await app.jobs.settled();
    const [after] = (await detail(comic._id)).chapters;
    expect(after).toMatchObject({ _id: chapter._id, processing: false });
    const images = await app.media.list(`/media/pages/${chapter._id}/`);
    expect(images).toHaveLength(14);
    // Stored linearized: its first object is the linearization dictionary.
    const row = await app.db
      .selectFrom('chapters')
      .select('chap_pdf')
      .where('id', '=', chapter._id)
      .executeTakeFirstOrThrow();
    const stored = await app.media.read(row.chap_pdf);
    expect(stored?.body.subarray(0, 1024).toString('latin1')).toContain('/Linearized');
    const [entry] = await auditOf(app, chapter._id);
    expect(entry).toMatchObject({
      action: 'chapter.upload',
      after: { comicId: comic._id, number: 1, title: 'Low Tide', pages: 2 },
    });
  });

  it('refuses a PNG renamed .pdf and a declared 2 GB body before storing anything', async () => {
    const comic = await createComic(app, editor.credentials);
    const url = `/api/studio/comics/${comic._id}/chapters`;
    const stored = async () => (await app.db.selectFrom('media').select('path').execute()).length;
    const before = await stored();

    const png = multipartBody(
      { title: 'Not a chapter' },
      { field: 'pdf', name: 'chapter.pdf', type: 'application/pdf', bytes: await smallPng() },
    );
    const renamed = await uploadAs(app, 'POST', url, editor.credentials, png);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors).toEqual([{ field: 'pdf', message: UPLOAD_MESSAGES.notPdf }]);

    const huge = await app.inject({
      method: 'POST',
      url,
      payload: png.payload,
      headers: { ...editor.credentials, ...png.headers, 'content-length': String(2 * 1024 ** 3) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(UPLOAD_MESSAGES.pdfTooLarge);

    const damaged = multipartBody(
      { title: 'Damaged' },
      {
        field: 'pdf',
        name: 'd.pdf',
        type: 'application/pdf',
        bytes: Buffer.from('%PDF-1.7\nnothing'),
      },
    );
    const unreadable = await uploadAs(app, 'POST', url, editor.credentials, damaged);
    expect(unreadable.json().errors).toEqual([
      { field: 'pdf', message: UPLOAD_MESSAGES.pdfUnreadable },
    ]);

    const untitled = multipartBody(
      {},
      { field: 'pdf', name: 'c.pdf', type: 'application/pdf', bytes: pdf },
    );
    const noTitle = await uploadAs(app, 'POST', url, editor.credentials, untitled);
    expect(noTitle.json().errors).toEqual([
      { field: 'title', message: STUDIO_COMICS_MESSAGES.titleRequired },
    ]);
    const noFile = await uploadAs(
      app,
      'POST',
      url,
      editor.credentials,
      multipartBody({ title: 'x' }),
    );
    expect(noFile.json().errors).toEqual([{ field: 'pdf', message: UPLOAD_MESSAGES.pdfRequired }]);

    expect(await stored()).toBe(before);
    expect((await detail(comic._id)).chapters).toEqual([]);
  });

  it('refuses more than 200 pages, and a page too long to draw, before storing anything', async () => {
    const comic = await createComic(app, editor.credentials);
    const url = `/api/studio/comics/${comic._id}/chapters`;
    for (const [bytes, message] of [
      [await smallPdf(201), UPLOAD_MESSAGES.pdfTooManyPages],
      [await smallPdf(1, [100, 1001]), UPLOAD_MESSAGES.pageTooLong],
    ] as const) {
      const body = multipartBody(
        { title: 'Too much' },
        { field: 'pdf', name: 'c.pdf', type: 'application/pdf', bytes },
      );
      const res = await uploadAs(app, 'POST', url, editor.credentials, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'pdf', message }]);
    }
    expect((await detail(comic._id)).chapters).toEqual([]);
  });

  it('reorders chapters when every one is named once', async () => {
    const comic = await createComic(app, editor.credentials);
    const one = await uploadChapter(app, editor.credentials, comic._id, 'One', pdf);
    const two = await uploadChapter(app, editor.credentials, comic._id, 'Two', pdf);
    expect(two.number).toBe(2);
    const url = `/api/studio/comics/${comic._id}/chapter-order`;
    const partial = await studio(app, 'PUT', url, editor.credentials, { chapterIds: [two._id] });
    expect(partial.json().errors).toEqual([
      { field: 'chapterIds', message: STUDIO_COMICS_MESSAGES.orderMismatch },
    ]);
    const res = await studio(app, 'PUT', url, editor.credentials, {
      chapterIds: [two._id, one._id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((c: StudioChapter) => [c.title, c.number])).toEqual([
      ['Two', 1],
      ['One', 2],
    ]);
    const [entry] = await auditOf(app, comic._id).then((all) =>
      all.filter((e) => e.action === 'chapter.order'),
    );
    expect(entry).toMatchObject({ before: [one._id, two._id], after: [two._id, one._id] });
    await app.jobs.settled();
  });
});

describe('publishing', () => {
  it('shows a published comic and its published chapters only, with the access set', async () => {
    const comic = await createComic(app, editor.credentials, 'The Kite Runners of Leh');
    const first = await uploadChapter(app, editor.credentials, comic._id, 'Thermals', pdf);
    const second = await uploadChapter(app, editor.credentials, comic._id, 'Crosswind', pdf);
    await studio(app, 'PATCH', `/api/studio/chapters/${second._id}`, editor.credentials, {
      access: 'members',
    });
    const versionBefore = (await readContentVersions(app.db)).get('comics');

    const published = await publish('comics', comic._id, { publication: 'published' });
    expect(published.json()).toMatchObject({
      data: { publication: 'published' },
      message: STUDIO_COMICS_MESSAGES.published,
    });
    expect((await readContentVersions(app.db)).get('comics')).not.toBe(versionBefore);
    expect(await publicComicIds()).toContain(comic._id);
    expect((await get(app, `/comicChap/${comic._id}/chapters`)).json().data).toEqual([]);

    await publish('chapters', first._id, { publication: 'published' });
    await publish('chapters', second._id, { publication: 'published' });
    const chapters = (await get(app, `/comicChap/${comic._id}/chapters`)).json().data;
    expect(
      chapters.map((c: { title: string; readable: boolean }) => [c.title, c.readable]),
    ).toEqual([
      ['Thermals', true],
      ['Crosswind', false],
    ]);
    const shown: Comic = (await get(app, `/comic/${comic._id}`)).json().data;
    expect(shown).toMatchObject({ chapterCount: 2, membersChapterCount: 1 });

    const back = await publish('chapters', second._id, { publication: 'draft' });
    expect(back.json().message).toBe(STUDIO_COMICS_MESSAGES.unpublished);
    expect((await get(app, `/comicChap/${comic._id}/chapters`)).json().data).toHaveLength(1);
    const actions = (await auditOf(app, second._id)).map((e) => e.action);
    expect(actions).toEqual([
      'chapter.upload',
      'chapter.access',
      'chapter.publication',
      'chapter.publication',
    ]);
    await app.jobs.settled();
  });

  it('schedules: nothing shows before the time, the job publishes it after', async () => {
    const comic = await createComic(app, editor.credentials, 'The Night Ferry');
    const chapter = await uploadChapter(app, editor.credentials, comic._id, 'Ghat Lights', pdf);
    const past = await publish('comics', comic._id, {
      publication: 'scheduled',
      publishAt: new Date(now.getTime() - 1000).toISOString(),
    });
    expect(past.json().errors).toEqual([
      { field: 'publishAt', message: STUDIO_COMICS_MESSAGES.publishAtPast },
    ]);
    const missing = await publish('comics', comic._id, { publication: 'scheduled' });
    expect(missing.json().errors).toEqual([
      { field: 'publishAt', message: STUDIO_COMICS_MESSAGES.publishAtRequired },
    ]);
    const at = new Date(now.getTime() + HOUR).toISOString();
    const scheduled = await publish('comics', comic._id, {
      publication: 'scheduled',
      publishAt: at,
    });
    expect(scheduled.json().data).toMatchObject({ publication: 'scheduled', publishAt: at });
    await publish('chapters', chapter._id, { publication: 'scheduled', publishAt: at });

    expect(await publishDue(app.db, now)).toEqual({ comics: [], chapters: [], notify: [] });
    expect(await publicComicIds()).not.toContain(comic._id);

    now = new Date(now.getTime() + HOUR);
    const versionBefore = (await readContentVersions(app.db)).get('comics');
    expect(await publishDue(app.db, now)).toEqual({
      comics: [comic._id],
      chapters: [chapter._id],
      notify: [],
    });
    expect((await readContentVersions(app.db)).get('comics')).not.toBe(versionBefore);
    expect(await publicComicIds()).toContain(comic._id);
    expect((await get(app, `/comicChap/${comic._id}/chapters`)).json().data).toHaveLength(1);
    await app.jobs.settled();
  });

  it("mails the comic's followers when a new chapter goes out and the editor asks", async () => {
    const comic = await createComic(app, editor.credentials, 'The Brass Orchard');
    await publish('comics', comic._id, { publication: 'published' });
    const follower = await signUpReader(app);
    expect(
      (await post(app, `/api/follows/${comic._id}`, {}, follower.credentials)).statusCode,
    ).toBe(200);
    const quiet = await uploadChapter(app, editor.credentials, comic._id, 'Seedlings', pdf);
    await publish('chapters', quiet._id, { publication: 'published' });
    const loud = await uploadChapter(app, editor.credentials, comic._id, 'Graft', pdf);
    await publish('chapters', loud._id, { publication: 'published', notifyFollowers: true });
    await app.mailer.settled();
    const mails = (await readOutbox(app)).filter((m) => m.to === follower.body.email);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('Graft')]);
    await app.jobs.settled();
  });
});

describe('preview as a member or as a visitor', () => {
  it('shows an editor the draft in the reader, decided as the one previewed; nobody else', async () => {
    const comic = await createComic(app, editor.credentials, 'The Glass Monsoon');
    const chapter = await uploadChapter(app, editor.credentials, comic._id, 'Hail', pdf);
    await studio(app, 'PATCH', `/api/studio/chapters/${chapter._id}`, editor.credentials, {
      access: 'members',
    });
    await app.jobs.settled();
    const pages = `/comicChap/${comic._id}/chapters/${chapter._id}/pages`;
    const asMember = await get(app, `${pages}?preview=member`, editor.credentials);
    expect(asMember.statusCode).toBe(200);
    const image: string = asMember.json().data.pages[0].sources.webp[0].url;
    expect(image).toBe(`/media/pages/${chapter._id}/1-480.webp?preview=member`);
    expect((await get(app, image, editor.credentials)).statusCode).toBe(200);
    expect((await get(app, image.replace(/\?.*/, ''), editor.credentials)).statusCode).toBe(404);

    const asVisitor = await get(app, `${pages}?preview=visitor`, editor.credentials);
    expect(asVisitor.statusCode).toBe(401);
    expect(asVisitor.json().data).toEqual({ reason: 'sign-in' });
    const list = await get(
      app,
      `/comicChap/${comic._id}/chapters?preview=visitor`,
      editor.credentials,
    );
    expect(list.json().data.map((c: { readable: boolean }) => c.readable)).toEqual([false]);

    const member = await signUpReader(app);
    expect((await get(app, `${pages}?preview=member`, member.credentials)).statusCode).toBe(404);
    expect((await get(app, image, member.credentials)).statusCode).toBe(404);
    expect((await get(app, `${pages}?preview=member`)).statusCode).toBe(404);
  });
});

describe('who may do it', () => {
  it('refuses the new routes to a member (403) and a visitor (401)', async () => {
    const member = await signUpReader(app);
    const comic = await createComic(app, editor.credentials);
    const body = multipartBody(
      { title: 'x' },
      { field: 'pdf', name: 'c.pdf', type: 'application/pdf', bytes: pdf },
    );
    const url = `/api/studio/comics/${comic._id}/chapters`;
    expect((await uploadAs(app, 'POST', url, member.credentials, body)).statusCode).toBe(403);
    expect((await uploadAs(app, 'POST', url, undefined, body)).statusCode).toBe(401);
    expect((await detail(comic._id)).chapters).toEqual([]);
  });

  it('answers 404 for a comic that does not exist', async () => {
    const res = await studio(
      app,
      'GET',
      `/api/studio/comics/${'0'.repeat(24)}`,
      editor.credentials,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(STUDIO_MESSAGES.unknownComic);
  });
});
