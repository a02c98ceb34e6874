import type { SpotlightItem } from '@ic/domain';
import { useId, useState, type FocusEvent } from 'react';
import styled from 'styled-components';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Card } from '../Card';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { media, vars } from '../theme';
import { useT } from '../i18n';

export type SpotlightCardsProps = {
  items: readonly SpotlightItem[];
  onBookmark?: (item: SpotlightItem) => void;
  onRead?: (item: SpotlightItem) => void;
  /** The saved items' ids: their bookmark buttons show pressed. Leave undefined for a plain button. */
  bookmarkedIds?: readonly string[];
  /** The items whose comic has chapters only members read now: they carry the badge. */
  membersChapterIds?: readonly string[];
  /** The list's accessible name. */
  label?: string;
  className?: string;
};

const List = styled.ul`
  display: grid;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    display: flex;
    height: calc(${vars.size.cardMin} * 1.9);
  }
`;

const Tile = styled(Card)`
  position: relative;
  display: grid;
  align-content: end;

  & > [data-slot='image'] {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }

  ${media.md} {
    flex: 1 1 0;
    transition: flex-grow ${vars.motion.slide} ${vars.motion.easing};
    & > [data-slot='image'] {
      position: absolute;
      inset: 0;
      height: 100%;
    }
    &[data-expanded='true'] {
      flex-grow: 4;
    }
  }
`;

const Panel = styled.article`
  position: relative;
  display: grid;
  gap: ${vars.space[2]};
  margin: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
  background: ${vars.color.surface};
  color: ${vars.color.ink};
  border: ${vars.size.borderThin} solid ${vars.color.border};
  border-radius: ${vars.radius.md};

  & [data-slot='title'] {
    font-size: ${vars.fontSize.xl};
    overflow-wrap: anywhere;
  }
  & [data-slot='byline'],
  & [data-slot='description'] {
    margin: 0;
  }
  & [data-slot='byline'] {
    color: ${vars.color.muted};
    font-weight: ${vars.fontWeight.bold};
  }
  & [data-slot='more'] {
    display: grid;
    gap: ${vars.space[2]};
  }
  & [data-slot='actions'] {
    display: flex;
    align-items: center;
    gap: ${vars.space[3]};
  }

  /* Collapsed on wide screens: only the title shows; the rest stays in the tab order,
     visually hidden, so focusing it expands the card. */
  ${media.md} {
    [data-expanded='false'] > & [data-slot='more'] {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`;

type SpotlightCardProps = {
  item: SpotlightItem;
  expanded: boolean;
  /** undefined: the bookmark is a plain button, not a toggle. */
  bookmarked: boolean | undefined;
  membersChapters: boolean;
  onEnter: () => void;
  onLeave: () => void;
} & Pick<SpotlightCardsProps, 'onBookmark' | 'onRead'>;

function SpotlightCard({
  item,
  expanded,
  bookmarked,
  membersChapters,
  onEnter,
  onLeave,
  onBookmark,
  onRead,
}: SpotlightCardProps) {
  const t = useT();
  const titleId = useId();
  // Focus moving to another element of the same card is not leaving it.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onLeave();
  };
  return (
    <Tile
      forwardedAs="li"
      tone="inverse"
      padding="none"
      data-expanded={expanded}
      onMouseEnter={onEnter}
      onMouseLeave={onLeave}
      onFocus={onEnter}
      onBlur={onBlur}
    >
      <img data-slot="image" src={item.image} alt="" />
      <Panel aria-labelledby={titleId}>
        {item.tag && (
          <Badge tone="primary" size="sm">
            {t('home.spotlight.newRelease')}
          </Badge>
        )}
        {membersChapters && (
          <Badge tone="secondary" size="sm">
            <Icon name="lock" size="inherit" />
            {t('home.spotlight.membersChapters')}
          </Badge>
        )}
        <h3 id={titleId} data-slot="title">
          {item.title}
        </h3>
        <div data-slot="more">
          <p data-slot="byline">
            {item.authors} · {item.year}
          </p>
          <p data-slot="description">{item.description}</p>
          <div data-slot="actions">
            <IconButton
              icon={bookmarked ? 'bookmark-filled' : 'bookmark'}
              label={t('home.spotlight.bookmark', { title: item.title })}
              aria-pressed={bookmarked}
              size="sm"
              onClick={() => onBookmark?.(item)}
            />
            <Button size="sm" aria-describedby={titleId} onClick={() => onRead?.(item)}>
              {t('home.spotlight.read')}
            </Button>
          </div>
        </div>
      </Panel>
    </Tile>
  );
}

/**
 * Today's Spotlight: the first card is open by default; hovering or focusing another opens it,
 * and leaving any card but the first opens the first again.
 */
export function SpotlightCards({
  items,
  onBookmark,
  onRead,
  bookmarkedIds,
  membersChapterIds = [],
  label,
  className,
}: SpotlightCardsProps) {
  const t = useT();
  const firstId = items[0]?.id;
  const [expandedId, setExpandedId] = useState(firstId);
  const shownId = items.some((item) => item.id === expandedId) ? expandedId : firstId;
  return (
    <List aria-label={label ?? t('home.spotlight.title')} className={className}>
      {items.map((item) => (
        <SpotlightCard
          key={item.id}
          item={item}
          expanded={item.id === shownId}
          bookmarked={bookmarkedIds?.includes(item.id)}
          membersChapters={membersChapterIds.includes(item.id)}
          onEnter={() => setExpandedId(item.id)}
          onLeave={() => {
            if (item.id !== firstId) setExpandedId(firstId);
          }}
          onBookmark={onBookmark}
          onRead={onRead}
        />
      ))}
    </List>
  );
}
