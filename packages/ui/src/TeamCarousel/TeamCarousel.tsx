import type { TeamMember } from '@ic/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { useAutoRotate } from '../carousel/useAutoRotate';
import { IconButton } from '../IconButton';
import { media, vars } from '../theme';

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

const Root = styled.section`
  display: flex;
  flex-direction: column;
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

  [data-slot='member'] {
    margin: 0;
    overflow: hidden;
    border: ${vars.size.border} solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
    box-shadow: ${vars.shadow.comic};
  }
  [data-slot='member'] img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
  }
  [data-slot='member'] figcaption {
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

  [data-slot='controls'] {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: ${vars.space[3]};
  }
  [data-slot='dots'] {
    display: flex;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [data-slot='dot'] {
    display: grid;
    place-items: center;
    width: ${vars.space[6]};
    height: ${vars.space[6]};
    padding: 0;
    border: 0;
    border-radius: ${vars.radius.pill};
    background: transparent;
    cursor: pointer;
  }
  [data-slot='dot']::before {
    content: '';
    width: ${vars.space[3]};
    height: ${vars.space[3]};
    border: ${vars.size.borderThin} solid ${vars.color.border};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.surface};
  }
  [data-slot='dot'][aria-current='true']::before {
    width: ${vars.space[5]};
    background: ${vars.color.primary};
  }
`;

function MemberCard({ member }: { member: TeamMember }) {
  return (
    <figure data-slot="member">
      {/* The name is the caption right below, so the photo adds nothing for screen readers. */}
      <img src={member.img} alt="" />
      <figcaption>
        <span data-slot="member-name">{member.name}</span>
        <span data-slot="member-year">{member.year}</span>
      </figcaption>
    </figure>
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
  label = 'Teams',
  headingAs: Heading = 'h2',
  emptyText = 'No members yet.',
  className,
}: TeamCarouselProps) {
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
      aria-label={label}
      aria-roledescription="carousel"
      className={className}
      {...rotation.pauseHandlers}
    >
      <Heading data-slot="heading">
        Team <span data-slot="team-name">{team.name}</span>
      </Heading>
      <div data-slot="stage" aria-live={rotation.running ? 'off' : 'polite'}>
        <div role="group" aria-roledescription="slide" aria-label={`${current + 1} of ${count}`}>
          {team.members.length > 0 ? (
            <ul data-slot="members">
              {team.members.map((member) => (
                <li key={`${member.name}-${member.year}`}>
                  <MemberCard member={member} />
                </li>
              ))}
            </ul>
          ) : (
            <p data-slot="empty">{emptyText}</p>
          )}
        </div>
      </div>
      {count > 1 && (
        <div data-slot="controls">
          <IconButton icon="chevron-left" label="Previous team" onClick={() => show(current - 1)} />
          <ol data-slot="dots">
            {teams.map((each, index) => (
              <li key={each.name}>
                <button
                  type="button"
                  data-slot="dot"
                  aria-label={`Show team ${each.name}`}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => show(index)}
                />
              </li>
            ))}
          </ol>
          <IconButton icon="chevron-right" label="Next team" onClick={() => show(current + 1)} />
          {rotation.enabled && (
            <IconButton
              icon={rotation.paused ? 'play' : 'pause'}
              label={rotation.paused ? 'Start team rotation' : 'Pause team rotation'}
              size="sm"
              onClick={rotation.togglePaused}
            />
          )}
        </div>
      )}
    </Root>
  );
}
