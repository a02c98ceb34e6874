/**
 * The origins allowed to ask for the user, from a comma-separated list. Each entry is reduced to
 * its serialised origin (scheme, host, port: what MessageEvent.origin carries), so a configured
 * trailing slash still matches; anything that is not an http(s) origin is dropped.
 */
export function parseAllowedOrigins(configured: string | undefined): string[] {
  const origins = (configured ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => URL.canParse(entry))
    .map((entry) => new URL(entry))
    .filter((url) => url.protocol === 'https:' || url.protocol === 'http:')
    .map((url) => url.origin);
  return [...new Set(origins)];
}

/** Exact comparison of serialised origins: no prefixes, suffixes, case folding or defaults. */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  return allowed.includes(origin);
}
