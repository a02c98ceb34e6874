import { ACCESS_MESSAGES, MESSAGES } from '@ic/domain';
import {
  donationPerkKey,
  MembershipSummary,
  Note,
  Skeleton,
  Stack,
  TextLink,
  useFormat,
  useMessage,
  usePlanName,
  useT,
} from '@ic/ui';
import { useMembership } from '../../api/account';
import { useChildAccount } from '../../sections/access/useChildAccount';
import { membershipView } from './accountView';

/**
 * The 'Membership' region: the plan, when it renews or ends, Gold and perks. Skeleton lines until
 * `revealed` and the answer is in; a failed load still shows the region, saying so. A child
 * account is not offered an upgrade: a guardian must buy. A Gold donor is told the Gold rule
 * (no plan is charged while Gold lasts).
 */
export function MembershipPanel({ revealed }: { revealed: boolean }) {
  const { membership, isLoading, error } = useMembership(true);
  const child = useChildAccount();
  const t = useT();
  const say = useMessage();
  const format = useFormat();
  const planName = usePlanName();
  if (!revealed || isLoading) {
    return (
      <MembershipSummary plan={<Skeleton variant="text" />} period={<Skeleton variant="text" />} />
    );
  }
  if (error) return <MembershipSummary plan={t('account.page.membershipUnavailable')} />;
  const view = membershipView(membership, {
    planName: (type) => planName(type),
    perkPlan: t('account.membership.perkPlan'),
    renewsOn: (date) => t('account.membership.renewsOn', { date }),
    validUntil: (date) => t('account.membership.validUntil', { date }),
    date: format.date,
  });
  const premium = membership?.isPremium === true;
  return (
    <MembershipSummary
      plan={view.plan}
      period={view.period}
      gold={view.gold}
      perks={view.perks.map((perk) => {
        const key = donationPerkKey(perk);
        return key ? t(key) : perk;
      })}
      action={
        child ? (
          <Note>{say(ACCESS_MESSAGES.guardianMustBuy)}</Note>
        ) : (
          <Stack gap="sm" align="start">
            {view.gold && <Note>{say(MESSAGES.goldCoversPlans)}</Note>}
            <TextLink href="/ultimate" variant="button" tone={premium ? 'outline' : 'primary'}>
              {premium ? t('account.page.changePlan') : t('account.page.upgrade')}
            </TextLink>
          </Stack>
        )
      }
    />
  );
}
