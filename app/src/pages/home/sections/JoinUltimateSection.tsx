import { motifArt } from '@ic/art';
import { Container, MinimumDuration, PromoBanner, TextLink, useT } from '@ic/ui';
import { paths } from '../../../paths';
import { BannerPlaceholder } from './placeholders';

const ART = motifArt('crown', 1);

/** Join the Ultimate Universe: Join Now leads to the membership page. */
export function JoinUltimateSection() {
  const t = useT();
  return (
    <Container>
      <MinimumDuration placeholder={<BannerPlaceholder />}>
        <PromoBanner
          tone="inverse"
          eyebrow={t('home.ultimate.eyebrow')}
          title={t('home.ultimate.title')}
          text={t('home.ultimate.text')}
          image={ART}
          action={
            <TextLink variant="button" tone="secondary" href={paths.ultimate.href()}>
              {t('home.ultimate.action')}
            </TextLink>
          }
        />
      </MinimumDuration>
    </Container>
  );
}
