import { motifArt } from '@ic/art';
import { HOME_HERO_TITLE } from '@ic/domain';
import { Container, MinimumDuration, VideoTeaser } from '@ic/ui';
import { BannerPlaceholder } from './placeholders';

const POSTER = motifArt('storm', 3);

/**
 * The 'Spotlight' video teaser. There is no video yet, so there is no PLAY to press (issue 13:
 * it opened a 'premieres soon' dialog): the still says the trailer premieres soon.
 */
export function VideoTeaserSection() {
  return (
    <Container>
      <MinimumDuration placeholder={<BannerPlaceholder />}>
        <VideoTeaser
          eyebrow="Trailer"
          title="Spotlight"
          text={`Thunder over the harbour, a kite that will not come down and a city holding its breath. The first look at ${HOME_HERO_TITLE} in motion.`}
          poster={POSTER}
        />
      </MinimumDuration>
    </Container>
  );
}
