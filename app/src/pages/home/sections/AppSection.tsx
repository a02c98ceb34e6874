import { AppStoreBlock, Container, MinimumDuration } from '@ic/ui';
import { homeArt } from '../art';
import { BannerPlaceholder } from './placeholders';

const ART = homeArt('phone', 4);

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
