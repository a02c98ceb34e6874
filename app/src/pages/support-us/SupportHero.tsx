import { ACCESS_MESSAGES, MESSAGES, type SupportPayload } from '@ic/domain';
import { DonationPanel, Note, PageHero, Stack, TextLink, useMessage, useT, useToast } from '@ic/ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCheckout } from '../../checkout';
import { paths } from '../../paths';
import { useChildAccount } from '../../sections/access/useChildAccount';
import { useSession, type ReturnTo } from '../../session';
import { externalSites } from '../../shell/siteLinks';

const { foundation } = externalSites();

/**
 * The page's opening: why to give, with the donation panel beside it. A donation goes through
 * the checkout; the statistics and contributors below refresh once it is paid. A signed-in
 * donor then sees the confirmation page (the receipt is mailed too); an anonymous donor, who
 * gave no address, reads the receipt number here. Monthly giving
 * needs an account (the server refuses it anonymously), so a signed-out donor logs in first.
 * A child account is told a guardian must give instead.
 */
export function SupportHero() {
  const t = useT();
  const message = useMessage();
  const toast = useToast();
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { payDonation, checkoutDialog, busy } = useCheckout();
  const child = useChildAccount();
  const [receipt, setReceipt] = useState<string>();

  const donate = async (payload: SupportPayload) => {
    if (payload.supportType === 'monthly' && !signedIn) {
      void navigate('/login', { state: { from: pathname } satisfies ReturnTo });
      return;
    }
    const result = await payDonation(payload);
    if (result.status !== 'paid') return;
    toast.show({
      tone: 'success',
      title: message(MESSAGES.donationThanks, 'errors.donationThanks'),
    });
    if (signedIn) void navigate(paths.orderComplete.href(result.orderId));
    else setReceipt(result.receiptNumber);
  };

  return (
    <PageHero
      title={t('support.meta.title')}
      eyebrow={t('support.hero.eyebrow')}
      description={t('support.hero.description')}
      actions={
        foundation && (
          <TextLink href={foundation} variant="button" tone="outline">
            {t('support.hero.foundationLink')}
          </TextLink>
        )
      }
      media={
        <Stack gap="md">
          <DonationPanel
            title={t('support.donate.panelTitle')}
            submitting={busy}
            purchaseNote={
              child
                ? message(ACCESS_MESSAGES.guardianMustBuy, 'errors.access.guardianMustBuy')
                : undefined
            }
            onDonate={(payload) => void donate(payload)}
          />
          {receipt && <Note tone="success">{t('support.receipt', { receipt })}</Note>}
          {checkoutDialog}
        </Stack>
      }
    />
  );
}
