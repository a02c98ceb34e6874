import {
  paths,
  ROUTE_NAMES,
  STUDIO_ROUTE_NAMES,
  studioPaths,
  type RouteName,
} from '@ic/domain/paths';

// Which of the app's routes a navigation names, by the router's own patterns: matched without
// regard to case (as React Router does), parameters keeping theirs, one trailing slash allowed.

export interface MatchedRoute {
  name: RouteName;
  params: Record<string, string>;
  query: URLSearchParams;
}

interface Pattern {
  name: string;
  regex: RegExp;
  keys: string[];
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile<Name extends string>(name: Name, path: string): Pattern & { name: Name } {
  const keys: string[] = [];
  const source = path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return escapeRegex(part);
      keys.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { name, keys, regex: new RegExp(path === '/' ? '^/$' : `^${source}/?$`, 'i') };
}

const PATTERNS: (Pattern & { name: RouteName })[] = ROUTE_NAMES.flatMap((name) => {
  const route: { path: string; spellings?: readonly string[] } = paths[name];
  return [route.path, ...(route.spellings ?? [])].map((path) => compile(name, path));
});

/** The route a request URL (path and query) names, or null when the app has no such page. */
export function matchRoute(url: string): MatchedRoute | null {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  for (const { name, regex, keys } of PATTERNS) {
    const found = regex.exec(pathname);
    if (!found) continue;
    let params: Record<string, string>;
    try {
      params = Object.fromEntries(
        keys.map((key, i) => [key, decodeURIComponent(found[i + 1] ?? '')]),
      );
    } catch {
      return null;
    }
    return { name, params, query: searchParams };
  }
  return null;
}

const STUDIO_PATTERNS = STUDIO_ROUTE_NAMES.map((name) => compile(name, studioPaths[name].path));

/** A screen of the studio (issue 18), which has no page of its own to describe. */
export const isStudioPage = (url: string) => {
  const { pathname } = new URL(url, 'http://localhost');
  return STUDIO_PATTERNS.some(({ regex }) => regex.test(pathname));
};
