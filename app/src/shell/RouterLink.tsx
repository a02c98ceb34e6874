import type { LinkComponentProps } from '@ic/ui';
import { Link } from 'react-router-dom';

/** The design system's internal links, as client-side navigations of the app's router. */
export function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <Link to={href} {...rest} />;
}
