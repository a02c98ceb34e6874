import { defaultUrlTransform } from 'react-markdown';

/**
 * Whether an image may load from `src`: only over http(s) and only from an allowed origin (our
 * media store). A relative address counts as the page's own origin, read from `base`.
 */
export function isAllowedImage(
  src: string,
  allowedOrigins: readonly string[],
  base: string | undefined = globalThis.location?.href,
): boolean {
  let url: URL;
  try {
    url = new URL(src, base);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  return allowedOrigins.some((origin) => {
    try {
      return new URL(origin).origin === url.origin;
    } catch {
      return false;
    }
  });
}

/**
 * react-markdown's own check first (it empties `javascript:` and other unsafe links), then
 * images from anywhere but the allowed origins lose their address.
 */
export function safeUrl(allowedOrigins: readonly string[], base?: string) {
  return (url: string, key: string): string | null => {
    const safe = defaultUrlTransform(url);
    if (key === 'src' && !isAllowedImage(safe, allowedOrigins, base)) return null;
    return safe;
  };
}
