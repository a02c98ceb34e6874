import { motifArt } from '@ic/art';
import { HOME_HERO_TITLE } from '@ic/domain';
import { Container, MinimumDuration, VideoTeaser } from '@ic/ui';
import { lazy, Suspense, useState } from 'react';
import { BannerPlaceholder } from './placeholders';

const POSTER = motifArt('storm', 3);

// The dialog (and Radix's focus trap) loads on the first PLAY, not with the page.
const TrailerDialog = lazy(() =>
  import('../../../sections/trailers/TrailerDialog').then((module) => ({
    default: module.TrailerDialog,
  })),
);

/**
 * The 'Spotlight' video teaser. There is no video yet (the spec's PLAY does nothing), so PLAY
 * opens a dialog saying the trailer premieres soon; focus returns to PLAY when it closes.
 */
export function VideoTeaserSection() {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <Container>
      <MinimumDuration placeholder={<BannerPlaceholder />}>
        <VideoTeaser
          eyebrow="Trailer"
          title="Spotlight"
          text={`Thunder over the harbour, a kite that will not come down and a city holding its breath. The first look at ${HOME_HERO_TITLE} in motion.`}
          poster={POSTER}
          onPlay={() => {
            setAsked(true);
            setOpen(true);
          }}
        />
        {asked && (
          <Suspense fallback={null}>
            <TrailerDialog open={open} onOpenChange={setOpen} />
          </Suspense>
        )}
      </MinimumDuration>
    </Container>
  );
}
