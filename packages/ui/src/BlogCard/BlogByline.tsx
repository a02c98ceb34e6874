import styled from 'styled-components';
import { vars } from '../theme';
import { useFormat, useT } from '../i18n';

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
  const t = useT();
  const { date } = useFormat();
  return (
    <Root className={className} data-slot="byline">
      {t('shell.blog.byline', { author: authorName })} ·{' '}
      <time dateTime={publishedAt}>{date(publishedAt)}</time>
    </Root>
  );
}
