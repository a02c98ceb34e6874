// Pictures inside markdown (a blog's story) come from our media store only: the API's origin,
// which serves /media/. Relative addresses are read against it.
import { apiUrl } from './client';

/** The media store's base address: the API's root. */
export function mediaBaseUrl(): string {
  return new URL(apiUrl('/'), globalThis.location.href).href;
}

/** The origins markdown pictures may load from. */
export function mediaOrigins(): string[] {
  return [new URL(mediaBaseUrl()).origin];
}
