import Markdown, { type Components } from 'react-markdown';
import styled from 'styled-components';
import { vars } from '../theme';
import { safeUrl } from './safeUrls';

export type MarkdownPreviewProps = {
  markdown: string;
  /** Origins images may load from, e.g. ['https://media.icuniverse.in']; others are left out. */
  allowedImageOrigins: readonly string[];
  /** What a relative image address is read against; the page's address by default. */
  baseUrl?: string;
  className?: string;
};

const Prose = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;
  line-height: ${vars.lineHeight.normal};
  overflow-wrap: anywhere;

  & > * {
    margin: 0;
  }
  & h1,
  & h2,
  & h3 {
    font-size: ${vars.fontSize['2xl']};
  }
  & h4,
  & h5,
  & h6 {
    font-size: ${vars.fontSize.xl};
  }
  & img {
    max-width: 100%;
    height: auto;
    border: ${vars.size.borderThin} solid ${vars.color.border};
    border-radius: ${vars.radius.md};
  }
  & a {
    color: ${vars.color.accent};
    font-weight: ${vars.fontWeight.bold};
  }
  & blockquote {
    padding-inline-start: ${vars.space[4]};
    border-inline-start: ${vars.size.border} solid ${vars.color.secondary};
  }
  & pre {
    overflow-x: auto;
    padding: ${vars.space[3]};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surfaceAlt};
  }
  & [data-slot='image-left-out'] {
    display: inline-block;
    padding: ${vars.space[1]} ${vars.space[2]};
    border: ${vars.size.borderThin} dashed ${vars.color.danger};
    border-radius: ${vars.radius.sm};
    color: ${vars.color.danger};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.bold};
  }
`;

// An image whose address was refused arrives without one: say so where it would have been.
const COMPONENTS: Components = {
  img: ({ src, alt }) =>
    src ? (
      <img src={src} alt={alt ?? ''} />
    ) : (
      <span data-slot="image-left-out">
        Image left out: pictures come from our media store only{alt ? ` (${alt})` : ''}
      </span>
    ),
};

/**
 * Markdown as the site shows it, rendered safely: raw HTML is dropped (no script, no event
 * attributes), unsafe links lose their address (no `javascript:`), and images load only from
 * the allowed origins. React elements, never an HTML string.
 */
export function MarkdownPreview({
  markdown,
  allowedImageOrigins,
  baseUrl,
  className,
}: MarkdownPreviewProps) {
  return (
    <Prose className={className} data-slot="markdown">
      <Markdown
        skipHtml
        urlTransform={safeUrl(allowedImageOrigins, baseUrl)}
        components={COMPONENTS}
      >
        {markdown}
      </Markdown>
    </Prose>
  );
}
