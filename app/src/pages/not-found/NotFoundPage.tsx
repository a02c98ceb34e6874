import { MESSAGES } from '@ic/domain';
import { NotFound, useMessage, useT } from '@ic/ui';
import { paths } from '../../paths';
import { usePageMeta } from '../usePageMeta';

/** Any unknown path (spec section 2): 'Page Not Found!' with a link home. */
export function NotFoundPage() {
  const t = useT();
  usePageMeta(useMessage()(MESSAGES.notFound, 'errors.notFound'), t('shell.notFound.description'));
  return <NotFound homeHref={paths.home.href()} />;
}
