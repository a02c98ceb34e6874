import { PageHero, TextLink, useCatalogue, useT } from '@ic/ui';
import { paths } from '../../paths';
import { usePageMeta } from '../usePageMeta';
import {
  ChannelsSection,
  GetInvolvedSection,
  MilestonesSection,
  StudioBlogsSection,
} from './CommunitySections';

/**
 * Community (spec section 2 lists the route, not its content): what the community reads, the
 * milestones it made possible, where to follow us and ways to get involved.
 */
export function CommunityPage() {
  useCatalogue('support');
  const t = useT();
  usePageMeta(t('support.community.title'), t('support.community.meta'));
  return (
    <>
      <PageHero
        tone="accent"
        title={t('support.community.title')}
        eyebrow={t('support.community.eyebrow')}
        description={t('support.community.description')}
        actions={
          <>
            <TextLink href={paths.feedback.href()} variant="button" tone="primary">
              {t('support.community.feedback')}
            </TextLink>
            <TextLink href={paths.ultimate.href()} variant="button" tone="outline">
              {t('support.community.ultimate')}
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
