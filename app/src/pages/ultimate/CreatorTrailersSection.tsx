import { Grid, Section, VideoTeaser } from '@ic/ui';
import { CREATOR_TRAILERS } from './ultimateCopy';

/** Creator trailers: no video is out yet, so each still says it premieres soon (as on home). */
export function CreatorTrailersSection() {
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
          />
        ))}
      </Grid>
    </Section>
  );
}
