import { motifArt } from '@ic/art';
import { AppStoreBlock, Container, MinimumDuration } from '@ic/ui';
import { BannerPlaceholder } from './placeholders';

const ART = motifArt('phone', 4);

/** The app announcement: both store buttons disabled and marked Coming Soon (spec section 2). */
export function AppSection() {
  return (
    <Container>
      <MinimumDuration placeholder={<BannerPlaceholder />}>
        <AppStoreBlock
          title="Check out our app for exclusive content"
          text="Read offline on the train, collect character cards and get new chapters the moment they drop."
          image={ART}
        />
      </MinimumDuration>
    </Container>
  );
}
