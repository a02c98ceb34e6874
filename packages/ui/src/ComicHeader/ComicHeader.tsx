import { FOCUS } from '@ic/art';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CoverImage } from '../CoverImage';
import { Container } from '../Layout';
import { Skeleton, SkeletonText } from '../Skeleton';
import { media, vars } from '../theme';
import type { FocalPoint } from '../utils/focus';

export const COMIC_HEADER_HEADINGS = ['h1', 'h2'] as const;

export type ComicHeaderProps = {
  title: string;
  /** The cover's URL; missing or broken shows the placeholder. */
  cover?: string | null;
  /** Where the cover's cast stands; the frame crops around it. Defaults to a generated cover's. */
  coverFocus?: FocalPoint;
  /** Lines under the title, e.g. the released year and the authors. */
  meta?: string | readonly string[];
  /** Stand-ins for the cover and lines; the title stays for screen readers. */
  loading?: boolean;
  headingLevel?: (typeof COMIC_HEADER_HEADINGS)[number];
  /** Above the title, e.g. a link back to every comic. */
  eyebrow?: ReactNode;
  className?: string;
};

// A band across the page, like the site's other page heads, so a page can open with it.
const Root = styled.div`
  padding-block: ${vars.space[8]};
  border-bottom: ${vars.size.border} solid ${vars.color.border};
  background: ${vars.color.surfaceAlt};
  color: ${vars.color.ink};

  & [data-slot='layout'] {
    display: grid;
    grid-template-columns: ${vars.size.avatarLg} minmax(0, 1fr);
    align-items: center;
    gap: ${vars.space[4]};
  }
  ${media.md} {
    & [data-slot='layout'] {
      grid-template-columns: ${vars.size.gridMinXs} minmax(0, 1fr);
      gap: ${vars.space[6]};
    }
  }

  & [data-slot='comic-header-cover'] {
    border: ${vars.size.border} solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    box-shadow: ${vars.shadow.comic};
  }
  & [data-slot='comic-header-text'] {
    display: grid;
    gap: ${vars.space[2]};
    min-width: 0;
  }
  & [data-slot='comic-header-title'] {
    font-size: ${vars.fontSize['3xl']};
    overflow-wrap: anywhere;
  }
  & [data-slot='comic-header-meta'] {
    margin: 0;
    color: ${vars.color.muted};
    font-weight: ${vars.fontWeight.bold};
  }
`;

/** The top of a comic's page: its cover beside its title and a few facts. */
export function ComicHeader({
  title,
  cover,
  coverFocus = FOCUS.cover,
  meta = [],
  loading = false,
  headingLevel: Heading = 'h1',
  eyebrow,
  className,
}: ComicHeaderProps) {
  const lines = typeof meta === 'string' ? [meta] : meta;
  return (
    <Root className={className}>
      <Container>
        <div data-slot="layout">
          {loading ? (
            <Skeleton variant="image" ratio="portrait" />
          ) : (
            <CoverImage
              src={cover}
              alt=""
              loading="eager"
              focus={coverFocus}
              data-slot="comic-header-cover"
            />
          )}
          <div data-slot="comic-header-text">
            {eyebrow}
            <Heading
              data-slot={loading ? undefined : 'comic-header-title'}
              className={loading ? 'ic-visually-hidden' : undefined}
            >
              {title}
            </Heading>
            {loading ? (
              <SkeletonText lines={2} label={null} />
            ) : (
              lines.map((line) => (
                <p key={line} data-slot="comic-header-meta">
                  {line}
                </p>
              ))
            )}
          </div>
        </div>
      </Container>
    </Root>
  );
}
