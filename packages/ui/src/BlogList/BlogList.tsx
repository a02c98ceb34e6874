import { cva, type VariantProps } from 'class-variance-authority';
import styled from 'styled-components';
import type { BLOG_HEADINGS } from '../BlogCard';
import { BlogByline, BlogSubject, ReadMoreLink, type BlogTeaser } from '../BlogCard';
import { CoverImage } from '../CoverImage';
import { Card } from '../Card';
import { TextLink } from '../TextLink';
import { imageSizes, media, vars } from '../theme';
import { variantClasses } from '../utils/variants';

/** A row's picture takes a third of the row (a quarter from tablets), in a column or a sidebar. */
const ROW_SIZES = imageSizes({ md: '12rem' }, '33vw');

export const BLOG_LIST_SIZES = ['md', 'sm'] as const;

export const blogListVariants = cva('', {
  variants: { size: variantClasses('size', BLOG_LIST_SIZES) },
  defaultVariants: { size: 'md' },
});

export type BlogListProps = VariantProps<typeof blogListVariants> & {
  items: readonly BlogTeaser[];
  /** The list's accessible name, e.g. 'Trending news'. */
  label?: string;
  /** Each title's heading level, to fit the page's outline. */
  headingLevel?: (typeof BLOG_HEADINGS)[number];
  /** 'eager' when the list is on the first screen. */
  imageLoading?: 'lazy' | 'eager';
  className?: string;
};

const List = styled.ul`
  display: grid;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  & [data-slot='row'] {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    align-items: start;
    gap: ${vars.space[3]};
  }
  & [data-slot='text'] {
    display: grid;
    gap: ${vars.space[1]};
  }
  & [data-slot='title'] {
    font-size: ${vars.fontSize.lg};
    overflow-wrap: anywhere;
  }
  & [data-cover] {
    border-radius: ${vars.radius.md};
  }

  &.size-md [data-slot='text'] {
    gap: ${vars.space[2]};
  }
  ${media.md} {
    &.size-md [data-slot='row'] {
      grid-template-columns: minmax(0, 1fr) minmax(0, 3fr);
      gap: ${vars.space[5]};
    }
    &.size-md [data-slot='title'] {
      font-size: ${vars.fontSize.xl};
    }
  }

  /* Compact: the title is the link, in the text's own colour. */
  &.size-sm {
    gap: ${vars.space[3]};
    --ic-link-color: currentColor;
  }
  &.size-sm [data-slot='title'] {
    font-family: ${vars.font.body};
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.black};
    letter-spacing: normal;
  }
`;

/**
 * Blogs one under another: a thumbnail beside the subject, title, byline and 'Read more'; the
 * compact size (e.g. a sidebar) keeps the thumbnail, the title as the link and the byline.
 */
export function BlogList({
  items,
  label,
  size,
  headingLevel: Heading = 'h3',
  imageLoading = 'lazy',
  className,
}: BlogListProps) {
  const compact = size === 'sm';
  return (
    <List aria-label={label} className={blogListVariants({ size, className })}>
      {items.map((blog) => (
        <Card key={blog.id} as="li" padding="sm">
          <div data-slot="row">
            <CoverImage
              shape="wide"
              src={blog.cover}
              alt=""
              loading={imageLoading}
              sizes={ROW_SIZES}
            />
            <div data-slot="text">
              {!compact && <BlogSubject>{blog.subject}</BlogSubject>}
              <Heading data-slot="title">
                {compact ? <TextLink href={blog.href}>{blog.title}</TextLink> : blog.title}
              </Heading>
              <BlogByline authorName={blog.authorName} publishedAt={blog.publishedAt} />
              {!compact && (
                <div>
                  <ReadMoreLink href={blog.href} title={blog.title} />
                </div>
              )}
            </div>
          </div>
        </Card>
      ))}
    </List>
  );
}
