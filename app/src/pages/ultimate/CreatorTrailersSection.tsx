import { Grid, Section, VideoTeaser } from '@ic/ui';
import { lazy, Suspense, useState } from 'react';
import { CREATOR_TRAILERS } from './ultimateCopy';

// The dialog (and Radix's focus trap) loads on the first PLAY, not with the page.
const TrailerDialog = lazy(() =>
  import('../../sections/trailers/TrailerDialog').then((module) => ({
    default: module.TrailerDialog,
  })),
);

/** Creator trailers: no video is out yet, so PLAY says the trailer premieres soon (as on home). */
export function CreatorTrailersSection() {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <Section
      title="Creator trailers"
      description="Meet the people drawing and voicing the universe."
    >
      {/* Two trailers share the row at their full width, never 150 px tiles. */}
      <Grid min="lg" fill="stretch">
        {CREATOR_TRAILERS.map((trailer) => (
          <VideoTeaser
            key={trailer.key}
            eyebrow="Trailer"
            title={trailer.title}
            text={trailer.text}
            poster={trailer.poster}
            headingLevel="h3"
            onPlay={() => {
              setAsked(true);
              setOpen(true);
            }}
          />
        ))}
      </Grid>
      {asked && (
        <Suspense fallback={null}>
          <TrailerDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </Section>
  );
}
