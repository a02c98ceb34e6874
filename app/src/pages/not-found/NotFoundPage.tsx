import { MESSAGES } from '@ic/domain';
import { NotFound } from '@ic/ui';
import { paths } from '../../paths';
import { usePageMeta } from '../usePageMeta';

/** Any unknown path (spec section 2): 'Page Not Found!' with a link home. */
export function NotFoundPage() {
  usePageMeta(MESSAGES.notFound, 'This page does not exist on IC Universe.');
  return <NotFound homeHref={paths.home.href()} />;
}
