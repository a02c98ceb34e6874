import type { TimelineStory } from '@ic/domain';
import { useId, type Ref } from 'react';
import styled from 'styled-components';
import { Card } from '../Card';
import { media, vars } from '../theme';
import { useFormat, useT } from '../i18n';

/** The toggle's catalogue ids (shell). */
export const READ_MORE_LABELS = {
  more: 'shell.timeline.readMore',
  less: 'shell.timeline.showLess',
} as const;

/** What a story shows: a served story's other fields (its place, month, year) are not needed. */
export type TimelineItem = Pick<
  TimelineStory,
  '_id' | 'title' | 'eventDate' | 'description' | 'imageUrl'
>;

export type TimelineEntryProps = {
  story: TimelineItem;
  expanded: boolean;
  onToggle: () => void;
  ref?: Ref<HTMLElement>;
};

const Article = styled(Card)`
  display: grid;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};

  & [data-slot='image'] {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border: ${vars.size.borderThin} solid ${vars.color.border};
    border-radius: ${vars.radius.md};
  }
  & [data-slot='date'] {
    color: ${vars.color.muted};
    font-weight: ${vars.fontWeight.bold};
  }
  & [data-slot='title'] {
    font-size: ${vars.fontSize['2xl']};
  }
  & [data-slot='description'] {
    margin: 0;
  }
  /* Wider screens: the picture beside the text. */
  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-content: start;
    column-gap: ${vars.space[6]};
    & > :not([data-slot='image']) {
      grid-column: 2;
    }
    & [data-slot='image'] {
      grid-row: 1 / span 5;
    }
  }
  & [data-slot='description'][data-expanded='false'] {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 3;
    overflow: hidden;
  }
`;

const ToggleButton = styled.button`
  justify-self: start;
  padding: 0;
  background: none;
  border: 0;
  color: ${vars.color.accent};
  font-weight: ${vars.fontWeight.bold};
  text-decoration: underline;
  cursor: pointer;

  &:hover {
    color: ${vars.color.accentHover};
  }
`;

/** One story: picture, date, title and a description clamped until Read more. */
export function TimelineEntry({ story, expanded, onToggle, ref }: TimelineEntryProps) {
  const t = useT();
  const { date } = useFormat();
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Article forwardedAs="article" ref={ref} aria-labelledby={titleId} tabIndex={-1}>
      {story.imageUrl && <img data-slot="image" src={story.imageUrl} alt="" loading="lazy" />}
      <time data-slot="date" dateTime={story.eventDate}>
        {date(story.eventDate)}
      </time>
      <h3 id={titleId} data-slot="title">
        {story.title}
      </h3>
      <p id={descriptionId} data-slot="description" data-expanded={expanded}>
        {story.description}
      </p>
      <ToggleButton
        type="button"
        aria-expanded={expanded}
        aria-controls={descriptionId}
        aria-describedby={titleId}
        onClick={onToggle}
      >
        {t(expanded ? READ_MORE_LABELS.less : READ_MORE_LABELS.more)}
      </ToggleButton>
    </Article>
  );
}
