/** A link of the site's header or footer. External links open in a new tab. */
export type SiteLink = { href: string; label: string; external?: boolean };

/** Whether `href` is the page at `currentPath` (or a page under it; the home page only exactly). */
export function isCurrentLink(href: string, currentPath: string | undefined): boolean {
  if (currentPath === undefined) return false;
  const path = currentPath.replace(/\/+$/, '') || '/';
  const target = href.replace(/\/+$/, '') || '/';
  if (target === '/') return path === '/';
  return (
    path.toLowerCase() === target.toLowerCase() ||
    path.toLowerCase().startsWith(`${target.toLowerCase()}/`)
  );
}

export const BRAND_NAME = 'IC Universe';
