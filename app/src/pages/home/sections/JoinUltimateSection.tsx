import { motifArt } from '@ic/art';
import { Container, MinimumDuration, PromoBanner, TextLink } from '@ic/ui';
import { paths } from '../../../paths';
import { BannerPlaceholder } from './placeholders';

const ART = motifArt('crown', 1);

/** Join the Ultimate Universe: Join Now leads to the membership page. */
export function JoinUltimateSection() {
  return (
    <Container>
      <MinimumDuration placeholder={<BannerPlaceholder />}>
        <PromoBanner
          tone="inverse"
          eyebrow="IC Ultimate"
          title="Join the Ultimate Universe"
          text="Exclusive comics, early access to every new chapter and merchandise only members can buy."
          image={ART}
          action={
            <TextLink variant="button" tone="secondary" href={paths.ultimate.href()}>
              Join Now
            </TextLink>
          }
        />
      </MinimumDuration>
    </Container>
  );
}
