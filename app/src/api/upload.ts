// File uploads with progress: fetch cannot report how much of a body was sent, XMLHttpRequest
// can. Same credentials, envelope and errors as every other call (client.ts).
import type { ApiSuccess } from '@ic/domain';
import { apiUrl, failureOf, NetworkError } from './client';

export type UploadProgress = (percent: number) => void;

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends a form with its file; `onProgress` hears 0–100 as the bytes go out. Resolves with `data`. */
export function apiUpload<T>(
  path: string,
  method: 'POST' | 'PUT',
  form: FormData,
  onProgress: UploadProgress,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, apiUrl(path));
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      const body = parsed(request.responseText);
      const ok = request.status >= 200 && request.status < 300;
      if (ok && typeof body === 'object' && body !== null && 'data' in body) {
        resolve((body as ApiSuccess<T>).data);
      } else {
        reject(failureOf(request.status, body));
      }
    });
    request.addEventListener('error', () => reject(new NetworkError(new Error('upload failed'))));
    request.send(form);
  });
}
