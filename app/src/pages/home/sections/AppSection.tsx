import { motifArt } from '@ic/art';
import { AppStoreBlock, Container, MinimumDuration, useT } from '@ic/ui';
import { BannerPlaceholder } from './placeholders';

const ART = motifArt('phone', 4);

/** The app announcement: both store buttons disabled and marked Coming Soon (spec section 2). */
export function AppSection() {
  const t = useT();
  return (
    <Container>
      <MinimumDuration placeholder={<BannerPlaceholder />}>
        <AppStoreBlock title={t('home.app.title')} text={t('home.app.text')} image={ART} />
      </MinimumDuration>
    </Container>
  );
}
