import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../client';
import { STUDIO_IMAGES_PATH, uploadImage } from './blogs';

/** An XMLHttpRequest the test drives: it records what was sent and answers when told. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  sent: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.(new ProgressEvent('progress', { loaded, total, lengthComputable }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function sending() {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const progress: number[] = [];
  const file = new File(['png'], 'cover.png', { type: 'image/png' });
  const result = uploadImage(file, (percent) => progress.push(percent));
  const xhr = FakeXhr.last;
  if (!xhr) throw new Error('No request was made');
  return { xhr, progress, result, file };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadImage', () => {
  it('posts the picture as multipart with the cookies, reporting real progress', async () => {
    const { xhr, progress, result, file } = sending();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(STUDIO_IMAGES_PATH);
    expect(xhr.withCredentials).toBe(true);
    expect((xhr.sent as FormData).get('image')).toBe(file);
    xhr.progress(0, 2000);
    xhr.progress(500, 2000);
    xhr.progress(1333, 2000);
    xhr.progress(900, 900, false);
    xhr.progress(2000, 2000);
    const image = { path: '/media/ab/image.png', url: 'http://media.local/media/ab/image.png' };
    xhr.answer(201, { success: true, data: image });
    await expect(result).resolves.toEqual(image);
    // A length the browser cannot compute says nothing.
    expect(progress).toEqual([0, 25, 67, 100]);
  });

  it("rejects with the server's message when it refuses the picture", async () => {
    const { xhr, result } = sending();
    xhr.answer(415, { success: false, message: 'Upload a PNG, JPEG, WebP or GIF image.' });
    const failure = await result.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 415,
      serverMessage: 'Upload a PNG, JPEG, WebP or GIF image.',
    });
  });

  it('rejects with a network error when no answer comes', async () => {
    const { xhr, result } = sending();
    xhr.onerror?.();
    await expect(result).rejects.toBeInstanceOf(NetworkError);
  });
});
