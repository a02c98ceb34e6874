import { ACCESS_MESSAGES, MESSAGES } from '@ic/domain';
import { MembershipSummary, Note, Skeleton, Stack, TextLink } from '@ic/ui';
import { useMembership } from '../../api/account';
import { useChildAccount } from '../../sections/access/useChildAccount';
import { ACCOUNT_TEXT } from './accountCopy';
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
  if (!revealed || isLoading) {
    return (
      <MembershipSummary plan={<Skeleton variant="text" />} period={<Skeleton variant="text" />} />
    );
  }
  if (error) return <MembershipSummary plan={ACCOUNT_TEXT.membershipUnavailable} />;
  const view = membershipView(membership);
  const premium = membership?.isPremium === true;
  return (
    <MembershipSummary
      plan={view.plan}
      period={view.period}
      gold={view.gold}
      perks={view.perks}
      action={
        child ? (
          <Note>{ACCESS_MESSAGES.guardianMustBuy}</Note>
        ) : (
          <Stack gap="sm" align="start">
            {view.gold && <Note>{MESSAGES.goldCoversPlans}</Note>}
            <TextLink href="/ultimate" variant="button" tone={premium ? 'outline' : 'primary'}>
              {premium ? ACCOUNT_TEXT.changePlan : ACCOUNT_TEXT.upgrade}
            </TextLink>
          </Stack>
        )
      }
    />
  );
}
