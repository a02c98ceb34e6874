import { Grid, Section, useT, VideoTeaser } from '@ic/ui';
import { CREATOR_TRAILERS } from './ultimateCopy';

/** Creator trailers: no video is out yet, so each still says it premieres soon (as on home). */
export function CreatorTrailersSection() {
  const t = useT();
  return (
    <Section
      title={t('checkout.ultimate.trailers.title')}
      description={t('checkout.ultimate.trailers.description')}
    >
      {/* Two trailers share the row at their full width, never 150 px tiles. */}
      <Grid min="lg" fill="stretch">
        {CREATOR_TRAILERS.map((trailer) => (
          <VideoTeaser
            key={trailer.key}
            eyebrow={t('checkout.ultimate.trailers.eyebrow')}
            title={t(`checkout.ultimate.trailers.${trailer.key}.title`)}
            text={t(`checkout.ultimate.trailers.${trailer.key}.text`)}
            poster={trailer.poster}
            soonLabel={t('checkout.ultimate.trailers.soon')}
            headingLevel="h3"
          />
        ))}
      </Grid>
    </Section>
  );
}
