import {
  ContributorsList,
  Container,
  FundBreakdown,
  Grid,
  MinimumDuration,
  Section,
  Skeleton,
  SkeletonText,
  SupportStatsPanel,
  Timeline,
  useT,
} from '@ic/ui';
import { useContributors, useSupportStats } from '../../api/support';
import { useSupportTimeline } from '../../api/timeline';

/** A section's title and description, by its name in the support catalogue. */
function useSectionWords(name: 'stats' | 'funds' | 'contributors' | 'stories') {
  const t = useT();
  return { title: t(`support.${name}.title`), description: t(`support.${name}.description`) };
}

/** The figures, never below the spec's floors; a failed load shows the floors. */
export function SupportStatsSection() {
  const words = useSectionWords('stats');
  const { stats, isLoading } = useSupportStats();
  return (
    <Section tone="alt" {...words}>
      <MinimumDuration
        ready={!isLoading}
        placeholder={
          <Grid min="sm">
            <Skeleton variant="text" />
            <Skeleton variant="text" label={null} />
            <Skeleton variant="text" label={null} />
          </Grid>
        }
      >
        <SupportStatsPanel stats={stats ?? null} />
      </MinimumDuration>
    </Section>
  );
}

/** The fund split of spec section 9, each group opening with VIEW BREAKDOWN. */
export function FundSection() {
  const words = useSectionWords('funds');
  return (
    <Section {...words}>
      <FundBreakdown />
    </Section>
  );
}

export function ContributorsSection() {
  const words = useSectionWords('contributors');
  const { contributors, isLoading } = useContributors();
  return (
    <Section tone="alt" {...words}>
      <Container width="prose" padded={false}>
        <MinimumDuration ready={!isLoading} placeholder={<SkeletonText lines={4} />}>
          <ContributorsList contributors={contributors} />
        </MinimumDuration>
      </Container>
    </Section>
  );
}

/** The Support Us stories: two at a time on desktop, one with Prev/Next on phones. */
export function StoriesSection() {
  const t = useT();
  const words = useSectionWords('stories');
  const { stories, isLoading } = useSupportTimeline();
  return (
    <Section {...words}>
      <Container width="prose" padded={false}>
        <MinimumDuration
          ready={!isLoading}
          placeholder={
            <Grid min="lg">
              <Skeleton variant="card" ratio="wide" />
              <Skeleton variant="card" ratio="wide" label={null} />
            </Grid>
          }
        >
          <Timeline stories={stories} label={t('support.stories.label')} />
        </MinimumDuration>
      </Container>
    </Section>
  );
}
