import { TIMINGS } from '@ic/domain';
import {
  EmptyState,
  FounderProfile,
  Grid,
  MinimumDuration,
  PageHero,
  Section,
  Skeleton,
  TeamCarousel,
  TextLink,
  VisionCards,
} from '@ic/ui';
import { useTeams } from '../../api/teams';
import { paths } from '../../paths';
import { ABOUT_HERO, FOUNDER, TEAMS_SECTION, VISION_SECTION } from './aboutCopy';
import founderPortrait from './founder-portrait.svg';

export function AboutHero() {
  return (
    <PageHero
      tone="inverse"
      title={paths.about.title}
      eyebrow={ABOUT_HERO.eyebrow}
      description={ABOUT_HERO.description}
      actions={
        <>
          <TextLink href={paths.characters.href()} variant="button" tone="accent">
            {ABOUT_HERO.characters}
          </TextLink>
          <TextLink href={paths.careers.href()} variant="button" tone="outline">
            {ABOUT_HERO.careers}
          </TextLink>
        </>
      }
    />
  );
}

export function FounderSection() {
  return (
    <Section title={FOUNDER.section}>
      <FounderProfile
        name={FOUNDER.name}
        role={FOUNDER.role}
        portrait={{ src: founderPortrait, alt: FOUNDER.portraitAlt, width: 480, height: 600 }}
        quote={FOUNDER.quote}
        facts={FOUNDER.facts}
      >
        {FOUNDER.bio.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </FounderProfile>
    </Section>
  );
}

/** 'Team' plus the team's name, rotating through the four teams every 5 s (spec section 2). */
export function TeamsSection() {
  const { teams, isLoading } = useTeams();
  return (
    <Section tone="alt" title={TEAMS_SECTION.title} description={TEAMS_SECTION.description}>
      <MinimumDuration
        ready={!isLoading}
        placeholder={
          <Grid min="sm">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton
                key={index}
                variant="card"
                ratio="square"
                label={index === 0 ? undefined : null}
              />
            ))}
          </Grid>
        }
      >
        {teams.length > 0 ? (
          <TeamCarousel
            teams={teams}
            rotateMs={TIMINGS.teamRotationMs}
            headingAs="h3"
            label={TEAMS_SECTION.label}
          />
        ) : (
          <EmptyState
            headingLevel="h3"
            icon="user"
            title={TEAMS_SECTION.empty.title}
            message={TEAMS_SECTION.empty.message}
            action={<TextLink href={paths.careers.href()}>Careers</TextLink>}
          />
        )}
      </MinimumDuration>
    </Section>
  );
}

export function VisionSection() {
  return (
    <Section title={VISION_SECTION.title} description={VISION_SECTION.description}>
      <VisionCards items={VISION_SECTION.cards} label={VISION_SECTION.title} />
    </Section>
  );
}
