import { motifArt } from '@ic/art';
import { SHOP_PROMO } from '@ic/domain';
import { Container, MinimumDuration, PromoBanner, TextLink } from '@ic/ui';
import { externalSites } from '../../../shell/siteLinks';
import { BannerPlaceholder } from './placeholders';

const ART = motifArt('tee', 0);

/**
 * The merchandise promo: Shop Now opens the external shop in a new tab (the spec's does nothing).
 * Without a shop address the promo does not show.
 */
export function MerchPromoSection() {
  const shop = externalSites().shop;
  if (!shop) return null;
  return (
    <Container>
      <MinimumDuration placeholder={<BannerPlaceholder />}>
        <PromoBanner
          tone="primary"
          imageSide="start"
          eyebrow="Merchandise"
          title="Wear your universe"
          text={`Tees, posters and figures of the heroes you read about. Use code ${SHOP_PROMO.code} for ${SHOP_PROMO.percent}% off in the IC shop.`}
          image={ART}
          action={
            <TextLink variant="button" tone="secondary" href={shop}>
              Shop Now
            </TextLink>
          }
        />
      </MinimumDuration>
    </Container>
  );
}
