import { DonationPanel, PageHero, TextLink, useToast } from '@ic/ui';
import { externalSites } from '../../shell/siteLinks';
import {
  DONATION_PANEL_TITLE,
  DONATIONS_OPENING_SOON,
  SUPPORT_HERO,
  SUPPORT_META,
} from './supportCopy';

const { foundation } = externalSites();

/**
 * The page's opening: why to give, with the donation panel beside it. Payments are not open yet,
 * so a filled-in donation says so instead of pretending to charge anything.
 */
export function SupportHero() {
  const toast = useToast();
  const donate = () => toast.show({ tone: 'info', ...DONATIONS_OPENING_SOON });
  return (
    <PageHero
      title={SUPPORT_META.title}
      eyebrow={SUPPORT_HERO.eyebrow}
      description={SUPPORT_HERO.description}
      actions={
        <TextLink href={foundation} variant="button" tone="outline">
          {SUPPORT_HERO.foundationLink}
        </TextLink>
      }
      media={<DonationPanel title={DONATION_PANEL_TITLE} onDonate={donate} />}
    />
  );
}
