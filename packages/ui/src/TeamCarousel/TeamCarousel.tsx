import type { TeamMember } from '@ic/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { CarouselFrame } from '../carousel/CarouselFrame';
import { useAutoRotate } from '../carousel/useAutoRotate';
import { Card } from '../Card';
import { CarouselArrow, CarouselControls, CarouselPauseButton } from '../CarouselControls';
import { CarouselDots } from '../CarouselDots';
import { media, vars } from '../theme';
import { useT } from '../i18n';

/** A team as the carousel needs it; the domain's Team fits. */
export type TeamCarouselTeam = { name: string; members: readonly TeamMember[] };

export type TeamCarouselProps = {
  teams: readonly TeamCarouselTeam[];
  /** Milliseconds between automatic moves (the About page: TIMINGS.teamRotationMs); off when absent. */
  rotateMs?: number;
  /** The carousel's accessible name. */
  label?: string;
  /** The heading's level on the page. */
  headingAs?: 'h2' | 'h3';
  /** Shown for a team without members. */
  emptyText?: string;
  className?: string;
};

const Root = styled(CarouselFrame)`
  gap: ${vars.space[5]};

  [data-slot='heading'] {
    font-size: ${vars.fontSize['3xl']};
    text-align: center;
  }
  [data-slot='team-name'] {
    color: ${vars.color.primary};
  }

  [data-slot='members'] {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${vars.space[4]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${media.sm} {
    [data-slot='members'] {
      grid-template-columns: repeat(auto-fit, ${vars.size.cardMin});
      justify-content: center;
    }
  }

  [data-slot='member-figure'] {
    margin: 0;
  }
  [data-slot='member-photo'] {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
  }
  [data-slot='member-caption'] {
    display: flex;
    flex-direction: column;
    padding: ${vars.space[2]} ${vars.space[3]};
  }
  [data-slot='member-name'] {
    font-weight: ${vars.fontWeight.black};
  }
  [data-slot='member-year'] {
    color: ${vars.color.muted};
    font-size: ${vars.fontSize.sm};
  }
  [data-slot='empty'] {
    margin: 0;
    text-align: center;
    color: ${vars.color.muted};
  }
`;

// A smaller tile than a page's panels, so a smaller corner.
const Member = styled(Card)`
  border-radius: ${vars.radius.md};
`;

function MemberCard({ member }: { member: TeamMember }) {
  return (
    <Member padding="none" data-slot="member">
      <figure data-slot="member-figure">
        {/* The name is the caption right below, so the photo adds nothing for screen readers. */}
        <img data-slot="member-photo" src={member.img} alt="" />
        <figcaption data-slot="member-caption">
          <span data-slot="member-name">{member.name}</span>
          <span data-slot="member-year">{member.year}</span>
        </figcaption>
      </figure>
    </Member>
  );
}

/**
 * 'Team' plus the current team's name, its members (photo, name, year) in a grid, previous and
 * next arrows that wrap around, and dots. Optionally rotates every `rotateMs`, paused on hover
 * or focus, off under reduced motion, and stoppable with a pause button.
 */
export function TeamCarousel({
  teams,
  rotateMs,
  label,
  headingAs: Heading = 'h2',
  emptyText,
  className,
}: TeamCarouselProps) {
  const t = useT();
  const [chosen, setChosen] = useState(0);
  const count = teams.length;
  const current = count > 0 ? chosen % count : 0;
  const show = (index: number) => setChosen(((index % count) + count) % count);
  const rotation = useAutoRotate({
    intervalMs: rotateMs,
    onAdvance: () => show(current + 1),
    restartKey: current,
  });
  const team = teams[current];
  if (!team) return null;
  return (
    <Root
      aria-label={label ?? t('shell.team.label')}
      aria-roledescription={t('shell.carousel.carousel')}
      className={className}
      {...rotation.pauseHandlers}
    >
      <Heading data-slot="heading">
        {t('shell.team.heading')} <span data-slot="team-name">{team.name}</span>
      </Heading>
      <div data-slot="stage" aria-live={rotation.running ? 'off' : 'polite'}>
        <div
          role="group"
          aria-roledescription={t('shell.carousel.slide')}
          aria-label={t('shell.carousel.itemOf', { position: current + 1, total: count })}
        >
          {team.members.length > 0 ? (
            <ul data-slot="members">
              {team.members.map((member) => (
                <li key={`${member.name}-${member.year}`}>
                  <MemberCard member={member} />
                </li>
              ))}
            </ul>
          ) : (
            <p data-slot="empty">{emptyText ?? t('shell.team.empty')}</p>
          )}
        </div>
      </div>
      {count > 1 && (
        <CarouselControls>
          <CarouselArrow
            direction="previous"
            label={t('shell.team.previous')}
            onClick={() => show(current - 1)}
          />
          <CarouselDots
            labels={teams.map((each) => t('shell.team.show', { name: each.name }))}
            current={current}
            onSelect={show}
          />
          <CarouselArrow
            direction="next"
            label={t('shell.team.next')}
            onClick={() => show(current + 1)}
          />
          <CarouselPauseButton rotation={rotation} noun="team" />
        </CarouselControls>
      )}
    </Root>
  );
}
