import { SUPERHERO_COUNT_CLAIM, TIMINGS } from '@ic/domain';
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
  useFormat,
  useT,
  VisionCards,
  type IconName,
} from '@ic/ui';
import { useTeams } from '../../api/teams';
import { paths } from '../../paths';
import founderPortrait from './founder-portrait.svg';

/** Our (fictional) founder's name: a name, the same in every language. */
const FOUNDER_NAME = 'Anaya Deshpande';

/** The superhero count the studio claims, in the screen's language's grouping (2,500). */
function useHeroCount(): string {
  return useFormat().number(SUPERHERO_COUNT_CLAIM);
}

export function AboutHero() {
  const t = useT();
  const heroCount = useHeroCount();
  return (
    <PageHero
      tone="inverse"
      title={t('support.about.title')}
      eyebrow={t('support.about.eyebrow')}
      description={t('support.about.description', { count: heroCount })}
      actions={
        <>
          <TextLink href={paths.characters.href()} variant="button" tone="accent">
            {t('support.about.characters')}
          </TextLink>
          <TextLink href={paths.careers.href()} variant="button" tone="outline">
            {t('support.about.careers')}
          </TextLink>
        </>
      }
    />
  );
}

export function FounderSection() {
  const t = useT();
  const heroCount = useHeroCount();
  return (
    <Section title={t('support.founder.section')}>
      <FounderProfile
        name={FOUNDER_NAME}
        role={t('support.founder.role')}
        portrait={{
          src: founderPortrait,
          alt: t('support.founder.portraitAlt'),
          width: 480,
          height: 600,
        }}
        quote={t('support.founder.quote')}
        facts={[
          { label: t('support.founder.founded'), value: '2019' },
          { label: t('support.founder.superheroes'), value: `${heroCount}+` },
          { label: t('support.founder.homeBase'), value: t('support.founder.pune') },
        ]}
      >
        {(['bio1', 'bio2', 'bio3'] as const).map((paragraph) => (
          <p key={paragraph}>{t(`support.founder.${paragraph}`)}</p>
        ))}
      </FounderProfile>
    </Section>
  );
}

/** 'Team' plus the team's name, rotating through the four teams every 5 s (spec section 2). */
export function TeamsSection() {
  const t = useT();
  const { teams, isLoading } = useTeams();
  return (
    <Section
      tone="alt"
      title={t('support.teams.title')}
      description={t('support.teams.description')}
    >
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
            label={t('support.teams.label')}
          />
        ) : (
          <EmptyState
            headingLevel="h3"
            icon="user"
            title={t('support.teams.empty.title')}
            message={t('support.teams.empty.message')}
            action={<TextLink href={paths.careers.href()}>{t('support.teams.careers')}</TextLink>}
          />
        )}
      </MinimumDuration>
    </Section>
  );
}

/** The four vision cards, by their names in the support catalogue, each with its icon. */
const VISION_CARDS: readonly { key: string; icon: IconName }[] = [
  { key: 'innovation', icon: 'star' },
  { key: 'audience', icon: 'heart' },
  { key: 'growth', icon: 'film' },
  { key: 'goals', icon: 'gamepad' },
];

export function VisionSection() {
  const t = useT();
  const title = t('support.vision.title');
  const items = VISION_CARDS.map(({ key, icon }) => ({
    title: t(`support.vision.${key}.title`),
    description: t(`support.vision.${key}.text`),
    icon,
  }));
  return (
    <Section title={title} description={t('support.vision.description')}>
      <VisionCards items={items} label={title} />
    </Section>
  );
}
