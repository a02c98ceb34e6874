import { motifArt } from '@ic/art';
import { Container, MinimumDuration, PromoBanner, TextLink, useT } from '@ic/ui';
import { externalSites } from '../../../shell/siteLinks';
import { BannerPlaceholder } from './placeholders';

const ART = motifArt('sapling', 3);

/** The foundation promo, leading to the foundation's own site in a new tab; none without its address. */
export function FoundationPromoSection() {
  const t = useT();
  const foundation = externalSites().foundation;
  if (!foundation) return null;
  return (
    <Container>
      <MinimumDuration placeholder={<BannerPlaceholder />}>
        <PromoBanner
          tone="secondary"
          eyebrow={t('home.foundation.eyebrow')}
          title={t('home.foundation.title')}
          text={t('home.foundation.text')}
          image={ART}
          action={
            <TextLink variant="button" tone="primary" href={foundation}>
              {t('home.foundation.action')}
            </TextLink>
          }
        />
      </MinimumDuration>
    </Container>
  );
}
