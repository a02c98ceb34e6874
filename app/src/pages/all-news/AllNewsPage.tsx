import { MESSAGES, PAGING, parsePage, type Blog } from '@ic/domain';
import {
  BlogList,
  EmptyState,
  Pagination,
  Section,
  Spinner,
  Stack,
  TextLink,
  useCatalogue,
  useMessage,
  useT,
} from '@ic/ui';
import { useSearchParams } from 'react-router-dom';
import { useAllBlogs } from '../../api/blogs';
import { pageCount, type Page } from '../../api/paging';
import { paths } from '../../paths';
import { toBlogTeaser } from '../../sections/blogs/blogTeasers';
import { usePageMeta } from '../usePageMeta';

/**
 * Every blog, 5 a page, paged by the server, with numbered pagination, Prev and Next; the page
 * is kept in the address (?page=2) so it can be shared and Back returns to it. Until a page
 * arrives, and after a failure (logged by the hook), the page says 'Loading...' (spec section 8).
 */
export function AllNewsPage() {
  useCatalogue('news');
  const t = useT();
  const title = t('news.all.title');
  const description = t('news.all.description');
  usePageMeta(title, description);
  const [params, setParams] = useSearchParams();
  const current = parsePage(params.get('page')) ?? 1;
  const { page } = useAllBlogs(current, PAGING.allNewsPerPage);

  const goTo = (target: number) => {
    setParams(target === 1 ? {} : { page: String(target) });
    // The pagination sits under the list: the next page starts at its top.
    window.scrollTo({ top: 0 });
  };

  return (
    <Section title={title} headingLevel="h1" description={description}>
      {page ? <OnePage page={page} current={current} onPageChange={goTo} /> : <StillLoading />}
    </Section>
  );
}

type OnePageProps = {
  page: Page<Blog>;
  current: number;
  onPageChange: (page: number) => void;
};

function OnePage({ page, current, onPageChange }: OnePageProps) {
  const t = useT();
  if (page.items.length === 0) return <NoNews pastTheEnd={page.total > 0} />;
  return (
    <Stack gap="lg">
      <BlogList
        label={t('news.all.listLabel', { page: current })}
        items={page.items.map(toBlogTeaser)}
        headingLevel="h2"
        imageLoading="eager"
      />
      <Pagination
        label={t('news.all.pagination')}
        current={current}
        total={pageCount(page)}
        onPageChange={onPageChange}
      />
    </Stack>
  );
}

function NoNews({ pastTheEnd }: { pastTheEnd: boolean }) {
  const t = useT();
  return pastTheEnd ? (
    <EmptyState
      icon="book"
      title={t('news.all.pastEndTitle')}
      message={t('news.all.pastEndMessage')}
      action={<TextLink href={paths.allNews.href()}>{t('news.all.firstPage')}</TextLink>}
    />
  ) : (
    <EmptyState
      icon="book"
      title={t('news.page.emptyTitle')}
      message={t('news.all.emptyMessage')}
    />
  );
}

function StillLoading() {
  const message = useMessage();
  return (
    <Stack direction="row" align="center" gap="sm">
      <Spinner label={null} />
      <p role="status">{message(MESSAGES.loading, 'errors.loading')}</p>
    </Stack>
  );
}
