// How a screen links to a character's biography (the characters hub, the home page's character
// sections). The spec passes the id as navigation state; paths.biography also puts it in the
// query, so a reload or a shared link still finds the character.
import type { LinkComponentProps } from '@ic/ui';
import { Link, type Location } from 'react-router-dom';
import { paths } from '../../paths';

export type BiographyState = { id: string };

/** The character id a biography was opened with: the navigation state first, then ?id=. */
export function biographyIdOf(location: Pick<Location, 'state' | 'search'>): string | undefined {
  const state: unknown = location.state;
  if (state && typeof state === 'object' && 'id' in state && typeof state.id === 'string') {
    return state.id || undefined;
  }
  return new URLSearchParams(location.search).get('id') || undefined;
}

/**
 * The design system's link for sections that link to biographies (hand it to a LinkProvider): a
 * router link that also carries a biography's id as navigation state. Other links are unchanged.
 */
export function BiographyLink({ href, ...rest }: LinkComponentProps) {
  // Any base will do: only a relative href can name the biography's path.
  const url = new URL(href, 'http://localhost');
  const id =
    url.pathname.toLowerCase() === paths.biography.path.toLowerCase()
      ? url.searchParams.get('id')
      : null;
  const state: BiographyState | undefined = id ? { id } : undefined;
  return <Link to={href} state={state} {...rest} />;
}
