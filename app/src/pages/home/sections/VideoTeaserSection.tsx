import { motifArt } from '@ic/art';
import { HOME_HERO_TITLE } from '@ic/domain';
import { Container, MinimumDuration, VideoTeaser, useT } from '@ic/ui';
import { BannerPlaceholder } from './placeholders';

const POSTER = motifArt('storm', 3);

/**
 * The 'Spotlight' video teaser. There is no video yet, so there is no PLAY to press (issue 13:
 * it opened a 'premieres soon' dialog): the still says the trailer premieres soon.
 */
export function VideoTeaserSection() {
  const t = useT();
  return (
    <Container>
      <MinimumDuration placeholder={<BannerPlaceholder />}>
        <VideoTeaser
          eyebrow={t('home.video.eyebrow')}
          title={t('home.video.title')}
          text={t('home.video.text', { comic: HOME_HERO_TITLE })}
          poster={POSTER}
        />
      </MinimumDuration>
    </Container>
  );
}
