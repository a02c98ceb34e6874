import { HOME_HERO_TITLE } from '@ic/domain';
import { Button, Container, Dialog, DialogClose, MinimumDuration, VideoTeaser } from '@ic/ui';
import { useState } from 'react';
import { homeArt } from '../art';
import { BannerPlaceholder } from './placeholders';

const POSTER = homeArt('storm', 3);

/**
 * The 'Spotlight' video teaser. There is no video yet (the spec's PLAY does nothing), so PLAY
 * opens a dialog saying the trailer premieres soon; focus returns to PLAY when it closes.
 */
export function VideoTeaserSection() {
  const [open, setOpen] = useState(false);
  return (
    <Container>
      <MinimumDuration placeholder={<BannerPlaceholder />}>
        <VideoTeaser
          eyebrow="Trailer"
          title="Spotlight"
          text={`Thunder over the harbour, a kite that will not come down and a city holding its breath. The first look at ${HOME_HERO_TITLE} in motion.`}
          poster={POSTER}
          onPlay={() => setOpen(true)}
        />
        <Dialog
          open={open}
          onOpenChange={setOpen}
          size="sm"
          title="The trailer premieres soon"
          description={`Our animators are still adding the rain. Follow us, or read ${HOME_HERO_TITLE} now, and you will be first to know when it plays.`}
          footer={
            <DialogClose asChild>
              <Button>Got it</Button>
            </DialogClose>
          }
        />
      </MinimumDuration>
    </Container>
  );
}
