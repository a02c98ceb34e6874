import { MESSAGES } from '@ic/domain';
import styled from 'styled-components';
import { Badge } from '../Badge';
import { Card, CardMedia } from '../Card';
import { vars } from '../theme';
import { CoverImage } from '../CoverImage';
import { useCatalogue, useMessage, useT } from '../i18n';
import { Icon } from '../Icon';

export const COMIC_CARD_HEADINGS = ['h2', 'h3', 'h4'] as const;
/**
 * The badge of a comic with chapters only members read now (members-only or early access), in
 * English; the card shows it in the screen's language.
 */
export const MEMBERS_CHAPTERS_LABEL = 'Ultimate chapters';

export type ComicCardProps = {
  title: string;
  /** The cover's URL; missing or broken shows a placeholder panel. */
  cover?: string | null;
  /** Lines under the title, e.g. the released year and the authors. */
  meta?: string | readonly string[];
  /** Where the card leads (through the app's router). Without it the card is static. */
  href?: string;
  /** Not readable yet: greyed, labelled UPCOMING, not a link and not focusable. */
  upcoming?: boolean;
  /** Some chapters are for Ultimate members: the card says so. */
  membersChapters?: boolean;
  /** The title's heading level, to fit the page's outline. */
  headingLevel?: (typeof COMIC_CARD_HEADINGS)[number];
  /** 'eager' for cards on the first screen. */
  imageLoading?: 'lazy' | 'eager';
  className?: string;
};

// In a grid row every card is as tall as the tallest, so the covers line up.
const Root = styled(Card)`
  height: 100%;
`;

const Body = styled.span`
  display: grid;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]};

  & [data-slot='title'] {
    font-size: ${vars.fontSize.xl};
    overflow-wrap: anywhere;
  }
  & [data-slot='meta'] {
    display: block;
    color: ${vars.color.muted};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.bold};
  }
  & [data-slot='badge'] {
    margin-top: ${vars.space[1]};
  }
`;

/**
 * A comic on its cover: title, a few meta lines and, when it leads somewhere, the whole
 * card is the link. Upcoming comics are greyed and say so (spec: the comics row).
 */
export function ComicCard({
  title,
  cover,
  meta = [],
  href,
  upcoming = false,
  membersChapters = false,
  headingLevel: Heading = 'h3',
  imageLoading = 'lazy',
  className,
}: ComicCardProps) {
  // Its words are the comics catalogue's, which a page of another area has not loaded.
  useCatalogue('comics');
  const t = useT();
  const message = useMessage();
  const lines = typeof meta === 'string' ? [meta] : meta;
  return (
    <Root href={href} disabled={upcoming} padding="none" className={className}>
      <CardMedia>
        <CoverImage src={cover} alt="" loading={imageLoading} />
      </CardMedia>
      <Body>
        <Heading data-slot="title">{title}</Heading>
        {lines.map((line) => (
          <span key={line} data-slot="meta">
            {line}
          </span>
        ))}
        {membersChapters && (
          <Badge tone="primary" size="sm" data-slot="badge">
            <Icon name="lock" size="inherit" />
            {t('comics.card.membersChapters')}
          </Badge>
        )}
        {upcoming && (
          <Badge tone="inverse" size="sm" data-slot="badge">
            {message(MESSAGES.upcoming, 'errors.upcoming')}
          </Badge>
        )}
      </Body>
    </Root>
  );
}
