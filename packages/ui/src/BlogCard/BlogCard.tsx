import styled from 'styled-components';
import { Card } from '../Card';
import { imageSizes, vars } from '../theme';
import { BlogByline } from './BlogByline';
import { CoverImage } from '../CoverImage';
import { BlogSubject } from './BlogSubject';
import { BlogTopics, type BlogTopic } from './BlogTopics';
import { ReadMoreLink } from './ReadMoreLink';

/** A card takes a column of the grid: a third of the page on wide screens, half on tablets. */
const CARD_SIZES = imageSizes({ lg: '25rem', md: '50vw' }, '100vw');

export const BLOG_HEADINGS = ['h2', 'h3', 'h4'] as const;

/** What every blog component shows of a blog, with where it leads. */
export type BlogTeaser = {
  id: string;
  title: string;
  /** The blog's subject, shown as a tag line above the title. */
  subject: string;
  authorName: string;
  /** An ISO date or time. */
  publishedAt: string;
  /** The cover picture's URL; missing or broken shows a placeholder. */
  cover?: string | null;
  /** The blog's page (through the app's router). */
  href: string;
};

export type BlogCardProps = Omit<BlogTeaser, 'id'> & {
  /** The title's heading level, to fit the page's outline. */
  headingLevel?: (typeof BLOG_HEADINGS)[number];
  /** The comic and character it discusses, shown as links under the byline. */
  about?: readonly BlogTopic[];
  /** 'eager' for cards on the first screen. */
  imageLoading?: 'lazy' | 'eager';
  className?: string;
};

// Full height with the link pushed down, so cards side by side line their links up.
const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]};

  & [data-slot='title'] {
    font-size: ${vars.fontSize.xl};
    overflow-wrap: anywhere;
  }
  & [data-slot='read-more'] {
    margin-top: auto;
    padding-top: ${vars.space[2]};
  }
`;

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
  height: 100%;
`;

/**
 * A blog on its cover: subject, title, author and date, what it discusses (when it says) and a
 * 'Read more' link to the blog.
 */
export function BlogCard({
  title,
  subject,
  authorName,
  publishedAt,
  cover,
  href,
  about = [],
  headingLevel: Heading = 'h3',
  imageLoading = 'lazy',
  className,
}: BlogCardProps) {
  return (
    <Root forwardedAs="article" padding="none" className={className}>
      <CoverImage shape="wide" src={cover} alt="" loading={imageLoading} sizes={CARD_SIZES} />
      <Body>
        <BlogSubject>{subject}</BlogSubject>
        <Heading data-slot="title">{title}</Heading>
        <BlogByline authorName={authorName} publishedAt={publishedAt} />
        <BlogTopics topics={about} title={title} />
        <div data-slot="read-more">
          <ReadMoreLink href={href} title={title} />
        </div>
      </Body>
    </Root>
  );
}
