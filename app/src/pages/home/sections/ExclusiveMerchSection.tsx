import { motifArt, type ArtMotif } from '@ic/art';
import { MERCH_SAMPLES, type MerchSample } from '@ic/domain';
import { Grid, MerchCard, MinimumDuration, Section } from '@ic/ui';
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
export function ExclusiveMerchSection() {
  const shop = externalSites().shop;
  if (!shop) return null;
  return (
    <Section title="Exclusive Merch" eyebrow="Collector's Paradise" tone="alt">
      <MinimumDuration placeholder={<CardsPlaceholder count={3} ratio="square" />}>
        <Grid as="ul" min="lg" aria-label="Exclusive merchandise">
          {MERCH_SAMPLES.map((item, index) => (
            <li key={item.id}>
              <MerchCard
                title={item.title}
                price={item.price}
                tag={item.tag}
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
