import styled from 'styled-components';
import type { BLOG_HEADINGS } from '../BlogCard';
import {
  BlogByline,
  BlogSubject,
  BlogTopics,
  ReadMoreLink,
  type BlogTeaser,
  type BlogTopic,
} from '../BlogCard';
import { CoverImage } from '../CoverImage';
import { Card } from '../Card';
import { media, vars } from '../theme';

export type LatestUpdateProps = Omit<BlogTeaser, 'id'> & {
  /** The opening lines of the blog, shown under the byline. */
  excerpt?: string;
  /** The comic and character it discusses, shown as links under the opening lines. */
  about?: readonly BlogTopic[];
  /** The title's heading level, to fit the page's outline. */
  headingLevel?: (typeof BLOG_HEADINGS)[number];
  /** 'eager' when the feature is on the first screen. */
  imageLoading?: 'lazy' | 'eager';
  className?: string;
};

// Picture and text side by side from tablet width up, stacked on phones.
const Layout = styled.div`
  display: grid;

  ${media.md} {
    grid-template-columns: 3fr 2fr;
    align-items: stretch;
    & [data-cover] {
      height: 100%;
    }
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[5]};

  & [data-slot='title'] {
    font-size: ${vars.fontSize['2xl']};
    overflow-wrap: anywhere;
  }
  & [data-slot='excerpt'] {
    margin: 0;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 4;
    overflow: hidden;
  }
  & [data-slot='read-more'] {
    padding-top: ${vars.space[2]};
  }

  ${media.lg} {
    padding: ${vars.space[8]};
    & [data-slot='title'] {
      font-size: ${vars.fontSize['3xl']};
    }
  }
`;

/** The newest blog, large: its cover beside the subject, title, byline, opening lines and 'Read more'. */
export function LatestUpdate({
  title,
  subject,
  authorName,
  publishedAt,
  cover,
  href,
  excerpt,
  about = [],
  headingLevel: Heading = 'h3',
  imageLoading = 'lazy',
  className,
}: LatestUpdateProps) {
  return (
    <Card as="article" padding="none" className={className}>
      <Layout>
        <CoverImage shape="wide" src={cover} alt="" loading={imageLoading} />
        <Body>
          <BlogSubject>{subject}</BlogSubject>
          <Heading data-slot="title">{title}</Heading>
          <BlogByline authorName={authorName} publishedAt={publishedAt} />
          {excerpt && <p data-slot="excerpt">{excerpt}</p>}
          <BlogTopics topics={about} title={title} />
          <div data-slot="read-more">
            <ReadMoreLink href={href} title={title} variant="button" />
          </div>
        </Body>
      </Layout>
    </Card>
  );
}
