import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { BlogByline, BlogSubject } from '../BlogCard';
import { CoverImage } from '../CoverImage';
import { MarkdownPreview } from '../MarkdownEditor';
import { imageSizes, media, vars } from '../theme';
import { useT } from '../i18n';

export const BLOG_ARTICLE_HEADINGS = ['h1', 'h2'] as const;

/** One story of a blog: a picture and its text; a heading opens a new section of the article. */
export type BlogArticleEntry = { imageUrl?: string | null; story: string; heading?: string | null };

export type BlogArticleProps = {
  title: string;
  subject: string;
  authorName: string;
  /** An ISO date or time, shown as 'Mon D, YYYY'. */
  publishedAt: string;
  cover?: string | null;
  /** The blog's stories in order, each with its picture. */
  entries: readonly BlogArticleEntry[];
  /** The title's level: h1 when the blog is the page; section headings are one level below. */
  headingLevel?: (typeof BLOG_ARTICLE_HEADINGS)[number];
  /** After the stories: what the article discusses, ways to share it. */
  footer?: ReactNode;
  /** Origins the stories' markdown pictures may load from (our media store); others are left out. */
  allowedImageOrigins?: readonly string[];
  /** What a relative picture address in a story is read against; the page's address by default. */
  mediaBaseUrl?: string;
  className?: string;
};

/** The article's column: the page's width on phones, two thirds of it beside the sidebar. */
const ARTICLE_SIZES = imageSizes({ lg: '50rem' }, '100vw');

const SECTION_HEADING = { h1: 'h2', h2: 'h3' } as const;

const Root = styled.article`
  display: grid;
  gap: ${vars.space[6]};

  & [data-slot='header'] {
    display: grid;
    gap: ${vars.space[2]};
  }
  & [data-slot='title'] {
    font-size: ${vars.fontSize['3xl']};
    overflow-wrap: anywhere;
  }
  & [data-cover] {
    border: ${vars.size.border} solid ${vars.color.border};
    border-radius: ${vars.radius.lg};
    box-shadow: ${vars.shadow.comic};
  }
  & [data-slot='story'] {
    display: grid;
    gap: ${vars.space[4]};
  }
  & [data-slot='section-heading'] {
    max-width: ${vars.size.prose};
    margin: ${vars.space[4]} 0 0;
    font-size: ${vars.fontSize['2xl']};
    overflow-wrap: anywhere;
  }
  & [data-slot='footer'] {
    display: grid;
    gap: ${vars.space[6]};
    padding-top: ${vars.space[6]};
    border-top: ${vars.size.border} solid ${vars.color.border};
  }
  /* Pictures take the column; lines of text stay at a readable length. */
  & [data-slot='story'] p {
    max-width: ${vars.size.prose};
    margin: 0;
    font-size: ${vars.fontSize.lg};
    line-height: ${vars.lineHeight.normal};
  }

  ${media.md} {
    & [data-slot='title'] {
      font-size: ${vars.fontSize['4xl']};
    }
  }
`;

/** A story's line breaks make paragraphs, as stories were always shown (markdown would join them). */
function paragraphed(story: string): string {
  return story.replace(/\n+/g, '\n\n');
}

/**
 * A whole blog: subject, title, author and date, the cover, then each story with its picture
 * (a story with a heading opens a section), then the footer. Stories are markdown, shown by the
 * same safe renderer as the studio's preview, so an editor sees what readers will. The cover loads at once (it is on
 * the first screen); the story pictures load as they near view.
 */
export function BlogArticle({
  title,
  subject,
  authorName,
  publishedAt,
  cover,
  entries,
  headingLevel: Heading = 'h1',
  footer,
  allowedImageOrigins = [],
  mediaBaseUrl,
  className,
}: BlogArticleProps) {
  const t = useT();
  const titleId = useId();
  const SectionHeading = SECTION_HEADING[Heading];
  return (
    <Root aria-labelledby={titleId} className={className}>
      <header data-slot="header">
        <BlogSubject>{subject}</BlogSubject>
        <Heading id={titleId} data-slot="title">
          {title}
        </Heading>
        <BlogByline authorName={authorName} publishedAt={publishedAt} />
      </header>
      <CoverImage
        shape="wide"
        src={cover}
        alt={t('shell.blog.coverAlt', { title })}
        loading="eager"
        sizes={ARTICLE_SIZES}
      />
      {entries.map((entry, index) => (
        // Stories have no ids; their order is fixed, so the position is their identity.
        <div key={index} data-slot="story">
          {entry.heading && (
            <SectionHeading data-slot="section-heading">{entry.heading}</SectionHeading>
          )}
          {entry.imageUrl && (
            <CoverImage
              shape="wide"
              src={entry.imageUrl}
              alt={
                entry.heading
                  ? t('shell.blog.sectionAlt', { title, heading: entry.heading })
                  : t('shell.blog.partAlt', { title, part: index + 1 })
              }
              loading="lazy"
              sizes={ARTICLE_SIZES}
            />
          )}
          <MarkdownPreview
            markdown={paragraphed(entry.story)}
            allowedImageOrigins={allowedImageOrigins}
            baseUrl={mediaBaseUrl}
          />
        </div>
      ))}
      {footer && <footer data-slot="footer">{footer}</footer>}
    </Root>
  );
}
