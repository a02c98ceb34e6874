import { MESSAGES, PAGING } from '@ic/domain';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Icon } from '../Icon';
import { useMediaQuery } from '../hooks';
import { breakpoints, vars } from '../theme';
import { TimelineEntry, type TimelineItem } from './TimelineEntry';
import { useMessage, useT } from '../i18n';

/** The timeline's mobile layout: narrower than the md breakpoint (768 px). */
const MOBILE_QUERY = `(max-width: ${breakpoints.md - 0.02}px)`;

/** The buttons' catalogue ids (shell). */
export const TIMELINE_LABELS = {
  viewMore: 'shell.timeline.viewMore',
  prev: 'shell.timeline.previous',
  next: 'shell.timeline.next',
} as const;
/** The empty timeline's catalogue ids (shell). */
export const NO_STORIES = {
  title: 'shell.timeline.emptyTitle',
  message: 'shell.timeline.emptyMessage',
} as const;

export type TimelineProps = {
  stories: readonly TimelineItem[];
  /** Forces the mobile (true) or desktop (false) layout; detected from the viewport (< 768 px) when absent. */
  isMobile?: boolean;
  /** Stories shown first on desktop, and added by each View More. */
  step?: number;
  /** The region's accessible name. */
  label?: string;
  className?: string;
};

const Root = styled.section`
  display: grid;
  gap: ${vars.space[6]};
  justify-items: center;

  & > * {
    width: 100%;
  }
  & > [data-slot='view-more'] {
    width: auto;
  }
`;

// A vertical line with a comic dot beside each story.
const List = styled.ol`
  display: grid;
  gap: ${vars.space[8]};
  margin: 0;
  padding: 0 0 0 ${vars.space[8]};
  list-style: none;
  border-left: ${vars.size.border} solid ${vars.color.border};

  & > li {
    position: relative;
  }
  & > li::before {
    content: '';
    position: absolute;
    top: ${vars.space[6]};
    left: calc(-1 * ${vars.space[8]} - ${vars.space[3]});
    width: ${vars.space[5]};
    height: ${vars.space[5]};
    background: ${vars.color.secondary};
    border: ${vars.size.border} solid ${vars.color.border};
    border-radius: ${vars.radius.pill};
  }
`;

const EndMessage = styled.p`
  margin: 0;
  font-weight: ${vars.fontWeight.bold};
  text-align: center;
`;

const Stepper = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};

  & [aria-live] {
    font-weight: ${vars.fontWeight.bold};
  }
  /* aria-disabled, not disabled: the button keeps the focus at either end. */
  && button[aria-disabled='true'],
  && button[aria-disabled='true']:hover {
    background: ${vars.color.disabled};
    color: ${vars.color.onDisabled};
    box-shadow: none;
    cursor: not-allowed;
  }
`;

function useExpandedStories() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return { isExpanded: (id: string) => expanded.has(id), toggle };
}

type LayoutProps = {
  stories: readonly TimelineItem[];
  expansion: ReturnType<typeof useExpandedStories>;
};

/** Desktop: the first `step` stories, then View More adds `step` until the end message. */
function DesktopTimeline({ stories, expansion, step }: LayoutProps & { step: number }) {
  const t = useT();
  const message = useMessage();
  const [shown, setShown] = useState(step);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const entries = useRef<(HTMLElement | null)[]>([]);
  const allShown = shown >= stories.length;

  // Focus follows the reveal: the first new story, so keyboard users land on what they asked for
  // (and keep a focus when the View More button gives way to the end message).
  useEffect(() => {
    if (focusIndex !== null) entries.current[focusIndex]?.focus();
  }, [focusIndex]);

  const viewMore = () => {
    setFocusIndex(shown);
    setShown(shown + step);
  };

  return (
    <>
      <List>
        {stories.slice(0, shown).map((story, index) => (
          <li key={story._id}>
            <TimelineEntry
              ref={(node) => {
                entries.current[index] = node;
              }}
              story={story}
              expanded={expansion.isExpanded(story._id)}
              onToggle={() => expansion.toggle(story._id)}
            />
          </li>
        ))}
      </List>
      {allShown ? (
        <EndMessage role="status">{message(MESSAGES.timelineEnd, 'errors.timelineEnd')}</EndMessage>
      ) : (
        <Button data-slot="view-more" variant="secondary" onClick={viewMore}>
          {t(TIMELINE_LABELS.viewMore)}
        </Button>
      )}
    </>
  );
}

/** Mobile: one story at a time, Prev and Next step through them. */
function MobileTimeline({ stories, expansion }: LayoutProps) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  const index = Math.min(current, stories.length - 1);
  const story = stories[index];
  if (!story) return null;
  const atStart = index === 0;
  const atEnd = index === stories.length - 1;
  return (
    <>
      <TimelineEntry
        story={story}
        expanded={expansion.isExpanded(story._id)}
        onToggle={() => expansion.toggle(story._id)}
      />
      <Stepper>
        <Button
          variant="outline"
          size="sm"
          aria-disabled={atStart}
          onClick={() => !atStart && setCurrent(index - 1)}
        >
          <Icon name="chevron-left" size="sm" />
          {t(TIMELINE_LABELS.prev)}
        </Button>
        <span aria-live="polite">
          {t('shell.carousel.itemOf', { position: index + 1, total: stories.length })}
        </span>
        <Button
          variant="outline"
          size="sm"
          aria-disabled={atEnd}
          onClick={() => !atEnd && setCurrent(index + 1)}
        >
          {t(TIMELINE_LABELS.next)}
          <Icon name="chevron-right" size="sm" />
        </Button>
      </Stepper>
    </>
  );
}

/** The Support Us stories in time order, paged for desktop and stepped for phones. */
export function Timeline({
  stories,
  isMobile,
  step = PAGING.timelineStep,
  label,
  className,
}: TimelineProps) {
  const t = useT();
  const narrow = useMediaQuery(MOBILE_QUERY);
  const expansion = useExpandedStories();
  const mobile = isMobile ?? narrow;
  return (
    <Root
      aria-label={label ?? t('shell.timeline.label')}
      className={className}
      data-layout={mobile ? 'mobile' : 'desktop'}
    >
      {stories.length === 0 ? (
        <EmptyState
          headingLevel="h3"
          icon="book"
          title={t(NO_STORIES.title)}
          message={t(NO_STORIES.message)}
        />
      ) : mobile ? (
        <MobileTimeline stories={stories} expansion={expansion} />
      ) : (
        <DesktopTimeline stories={stories} expansion={expansion} step={step} />
      )}
    </Root>
  );
}
