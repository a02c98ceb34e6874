import type { LinkComponentProps } from '@ic/ui';
import { Link } from 'react-router-dom';
import { BIOGRAPHY_PATH } from './paths';

/**
 * The design system's links inside the home page's character sections: a link to a biography
 * also carries the id as navigation state, as spec section 2 has it. Other links are unchanged.
 */
export function BiographyLink({ href, ...rest }: LinkComponentProps) {
  const url = new URL(href, window.location.origin);
  const id = url.pathname === BIOGRAPHY_PATH ? url.searchParams.get('id') : null;
  return <Link to={href} state={id ? { id } : undefined} {...rest} />;
}
