// Where a character's biography lives, written once for every screen that links to it (the
// characters hub, the home page's featured carousel). The spec passes the id as navigation
// state; the id also goes in the query, so a reload or a shared link still finds the character.
import type { LinkComponentProps } from '@ic/ui';
import { Link, type Location } from 'react-router-dom';

export const BIOGRAPHY_PATH = '/characters/biography';

export type BiographyState = { id: string };

export function biographyHref(id: string): string {
  return `${BIOGRAPHY_PATH}?${new URLSearchParams({ id })}`;
}

/** The character id a biography was opened with: the navigation state first, then ?id=. */
export function biographyIdOf(location: Pick<Location, 'state' | 'search'>): string | undefined {
  const state: unknown = location.state;
  if (state && typeof state === 'object' && 'id' in state && typeof state.id === 'string') {
    return state.id || undefined;
  }
  return new URLSearchParams(location.search).get('id') || undefined;
}

/**
 * The design system's link for lists of biography links (hand it to a LinkProvider): a router
 * link that also carries the href's id as navigation state.
 */
export function BiographyLink({ href, ...rest }: LinkComponentProps) {
  const id = new URL(href, window.location.origin).searchParams.get('id');
  const state: BiographyState | undefined = id ? { id } : undefined;
  return <Link to={href} state={state} {...rest} />;
}
