import { formatDate } from '@ic/domain';
import styled from 'styled-components';
import { vars } from '../theme';

export type BlogBylineProps = {
  authorName: string;
  /** When it was published: an ISO date or time, shown as 'Mon D, YYYY'. */
  publishedAt: string;
  className?: string;
};

const Root = styled.p`
  margin: 0;
  color: ${vars.color.muted};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.bold};
`;

/** Who wrote a blog and when: 'By Kavya Menon · Sep 28, 2025'. */
export function BlogByline({ authorName, publishedAt, className }: BlogBylineProps) {
  return (
    <Root className={className} data-slot="byline">
      By {authorName} · <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
    </Root>
  );
}
