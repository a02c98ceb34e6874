import { motifArt } from '@ic/art';
import { SHOP_PROMO } from '@ic/domain';
import { Container, MinimumDuration, PromoBanner, TextLink, useT } from '@ic/ui';
import { externalSites } from '../../../shell/siteLinks';
import { BannerPlaceholder } from './placeholders';

const ART = motifArt('tee', 0);

/**
 * The merchandise promo: Shop Now opens the external shop in a new tab (the spec's does nothing).
 * Without a shop address the promo does not show.
 */
export function MerchPromoSection() {
  const t = useT();
  const shop = externalSites().shop;
  if (!shop) return null;
  return (
    <Container>
      <MinimumDuration placeholder={<BannerPlaceholder />}>
        <PromoBanner
          tone="primary"
          imageSide="start"
          eyebrow={t('home.merchPromo.eyebrow')}
          title={t('home.merchPromo.title')}
          text={t('home.merchPromo.text', {
            code: SHOP_PROMO.code,
            percent: SHOP_PROMO.percent,
          })}
          image={ART}
          action={
            <TextLink variant="button" tone="secondary" href={shop}>
              {t('home.merchPromo.action')}
            </TextLink>
          }
        />
      </MinimumDuration>
    </Container>
  );
}
