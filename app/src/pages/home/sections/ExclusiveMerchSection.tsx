import { motifArt, type ArtMotif } from '@ic/art';
import { MERCH_SAMPLES, type MerchSample } from '@ic/domain';
import { Grid, MerchCard, MinimumDuration, Section, useT } from '@ic/ui';
import { externalSites } from '../../../shell/siteLinks';
import { CardsPlaceholder } from './placeholders';

const ART: Record<MerchSample['tag'], ArtMotif> = {
  'NEW RELEASES': 'poster',
  TSHIRTS: 'tee',
  COLLECTIBLES: 'figure',
};

/**
 * 'Exclusive Merch / Collector's Paradise': three static cards at ₹599, each leading to the shop.
 * Without a shop address there is nothing to buy them at, so the section does not show.
 */
/** Each tag's catalogue id. */
const TAG: Record<MerchSample['tag'], string> = {
  'NEW RELEASES': 'home.merch.tag.newReleases',
  TSHIRTS: 'home.merch.tag.tshirts',
  COLLECTIBLES: 'home.merch.tag.collectibles',
};

export function ExclusiveMerchSection() {
  const t = useT();
  const shop = externalSites().shop;
  if (!shop) return null;
  return (
    <Section title={t('home.merch.title')} eyebrow={t('home.merch.eyebrow')} tone="alt">
      <MinimumDuration placeholder={<CardsPlaceholder count={3} ratio="square" />}>
        <Grid as="ul" min="lg" aria-label={t('home.merch.label')}>
          {MERCH_SAMPLES.map((item, index) => (
            <li key={item.id}>
              <MerchCard
                title={item.title}
                price={item.price}
                tag={t(TAG[item.tag])}
                image={motifArt(ART[item.tag], index + 2, 'square')}
                href={shop}
              />
            </li>
          ))}
        </Grid>
      </MinimumDuration>
    </Section>
  );
}
