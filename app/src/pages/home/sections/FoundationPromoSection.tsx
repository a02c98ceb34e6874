import { motifArt } from '@ic/art';
import { Container, MinimumDuration, PromoBanner, TextLink } from '@ic/ui';
import { externalSites } from '../../../shell/siteLinks';
import { BannerPlaceholder } from './placeholders';

const ART = motifArt('sapling', 3);

/** The foundation promo, leading to the foundation's own site in a new tab; none without its address. */
export function FoundationPromoSection() {
  const foundation = externalSites().foundation;
  if (!foundation) return null;
  return (
    <Container>
      <MinimumDuration placeholder={<BannerPlaceholder />}>
        <PromoBanner
          tone="secondary"
          eyebrow="Giving back"
          title="The IC Foundation"
          text="Reading rooms, art classes and scholarships for young storytellers across India."
          image={ART}
          action={
            <TextLink variant="button" tone="primary" href={foundation}>
              Visit the Foundation
            </TextLink>
          }
        />
      </MinimumDuration>
    </Container>
  );
}
