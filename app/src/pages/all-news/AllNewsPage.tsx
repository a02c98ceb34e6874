import { MESSAGES, PAGING, parsePage, type Blog } from '@ic/domain';
import { BlogList, EmptyState, Pagination, Section, Spinner, Stack, TextLink } from '@ic/ui';
import { useSearchParams } from 'react-router-dom';
import { useAllBlogs } from '../../api/blogs';
import { pageCount, type Page } from '../../api/paging';
import { paths } from '../../paths';
import { toBlogTeaser } from '../../sections/blogs/blogTeasers';
import { usePageMeta } from '../usePageMeta';

const TITLE = paths.allNews.title;
const DESCRIPTION = 'Every IC Universe blog post and news story, newest first.';

/**
 * Every blog, 5 a page, paged by the server, with numbered pagination, Prev and Next; the page
 * is kept in the address (?page=2) so it can be shared and Back returns to it. Until a page
 * arrives, and after a failure (logged by the hook), the page says 'Loading...' (spec section 8).
 */
export function AllNewsPage() {
  usePageMeta(TITLE, DESCRIPTION);
  const [params, setParams] = useSearchParams();
  const current = parsePage(params.get('page')) ?? 1;
  const { page } = useAllBlogs(current, PAGING.allNewsPerPage);

  const goTo = (target: number) => {
    setParams(target === 1 ? {} : { page: String(target) });
    // The pagination sits under the list: the next page starts at its top.
    window.scrollTo({ top: 0 });
  };

  return (
    <Section title={TITLE} headingLevel="h1" description={DESCRIPTION}>
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
  if (page.items.length === 0) return <NoNews pastTheEnd={page.total > 0} />;
  return (
    <Stack gap="lg">
      <BlogList
        label={`All news, page ${current}`}
        items={page.items.map(toBlogTeaser)}
        headingLevel="h2"
        imageLoading="eager"
      />
      <Pagination
        label="All news pages"
        current={current}
        total={pageCount(page)}
        onPageChange={onPageChange}
      />
    </Stack>
  );
}

function NoNews({ pastTheEnd }: { pastTheEnd: boolean }) {
  return pastTheEnd ? (
    <EmptyState
      icon="book"
      title="No stories on this page"
      message="There are fewer pages of news than that."
      action={<TextLink href={paths.allNews.href()}>Back to the first page</TextLink>}
    />
  ) : (
    <EmptyState icon="book" title="No news yet" message="Our first stories are on their way." />
  );
}

function StillLoading() {
  return (
    <Stack direction="row" align="center" gap="sm">
      <Spinner label={null} />
      <p role="status">{MESSAGES.loading}</p>
    </Stack>
  );
}
