import { PageHero, TextLink } from '@ic/ui';
import { paths } from '../../paths';
import { usePageMeta } from '../usePageMeta';
import {
  ChannelsSection,
  GetInvolvedSection,
  MilestonesSection,
  StudioBlogsSection,
} from './CommunitySections';
import { COMMUNITY_HERO, COMMUNITY_META } from './communityCopy';

/**
 * Community (spec section 2 lists the route, not its content): what the community reads, the
 * milestones it made possible, where to follow us and ways to get involved.
 */
export function CommunityPage() {
  usePageMeta(COMMUNITY_META.title, COMMUNITY_META.description);
  return (
    <>
      <PageHero
        tone="accent"
        title={COMMUNITY_META.title}
        eyebrow={COMMUNITY_HERO.eyebrow}
        description={COMMUNITY_HERO.description}
        actions={
          <>
            <TextLink href={paths.feedback.href()} variant="button" tone="primary">
              {COMMUNITY_HERO.feedback}
            </TextLink>
            <TextLink href={paths.ultimate.href()} variant="button" tone="outline">
              {COMMUNITY_HERO.ultimate}
            </TextLink>
          </>
        }
      />
      <StudioBlogsSection />
      <MilestonesSection />
      <ChannelsSection />
      <GetInvolvedSection />
    </>
  );
}
