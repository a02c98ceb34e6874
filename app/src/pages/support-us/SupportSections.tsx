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
} from '@ic/ui';
import { useContributors, useSupportStats } from '../../api/support';
import { useSupportTimeline } from '../../api/timeline';
import { SUPPORT_SECTIONS } from './supportCopy';

/** The figures, never below the spec's floors; a failed load shows the floors. */
export function SupportStatsSection() {
  const { stats, isLoading } = useSupportStats();
  return (
    <Section tone="alt" {...SUPPORT_SECTIONS.stats}>
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
  return (
    <Section {...SUPPORT_SECTIONS.funds}>
      <FundBreakdown />
    </Section>
  );
}

export function ContributorsSection() {
  const { contributors, isLoading } = useContributors();
  return (
    <Section tone="alt" {...SUPPORT_SECTIONS.contributors}>
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
  const { stories, isLoading } = useSupportTimeline();
  return (
    <Section {...SUPPORT_SECTIONS.stories}>
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
          <Timeline stories={stories} label="Support Us stories" />
        </MinimumDuration>
      </Container>
    </Section>
  );
}
