import { ACCESS_MESSAGES, MESSAGES, type SupportPayload } from '@ic/domain';
import { DonationPanel, PageHero, TextLink, useToast } from '@ic/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCheckout } from '../../checkout';
import { useChildAccount } from '../../sections/access/useChildAccount';
import { useSession, type ReturnTo } from '../../session';
import { externalSites } from '../../shell/siteLinks';
import { DONATION_PANEL_TITLE, SUPPORT_HERO, SUPPORT_META } from './supportCopy';

const { foundation } = externalSites();

/**
 * The page's opening: why to give, with the donation panel beside it. A donation goes through
 * the checkout; the statistics and contributors below refresh once it is paid. Monthly giving
 * needs an account (the server refuses it anonymously), so a signed-out donor logs in first.
 * A child account is told a guardian must give instead.
 */
export function SupportHero() {
  const toast = useToast();
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { payDonation, checkoutDialog, busy } = useCheckout();
  const child = useChildAccount();

  const donate = async (payload: SupportPayload) => {
    if (payload.supportType === 'monthly' && !signedIn) {
      void navigate('/login', { state: { from: pathname } satisfies ReturnTo });
      return;
    }
    const result = await payDonation(payload);
    if (result.status === 'paid') toast.show({ tone: 'success', title: MESSAGES.donationThanks });
  };

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
      media={
        <>
          <DonationPanel
            title={DONATION_PANEL_TITLE}
            submitting={busy}
            purchaseNote={child ? ACCESS_MESSAGES.guardianMustBuy : undefined}
            onDonate={(payload) => void donate(payload)}
          />
          {checkoutDialog}
        </>
      }
    />
  );
}
