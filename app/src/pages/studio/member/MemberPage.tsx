import { formatDateTime, MONEY_MESSAGES, STUDIO_MESSAGES, type MemberDetail } from '@ic/domain';
import {
  MembershipSummary,
  Note,
  OrderHistory,
  PageLoading,
  Section,
  Stack,
  StatusBadge,
  useToast,
} from '@ic/ui';
import { useParams } from 'react-router-dom';
import { setAccountSuspended, setAvatarHidden, useMemberDetail } from '../../../api/studio/members';
import { studioPaths } from '../../../paths';
import { ReasonDialog } from '../../../studio/ReasonDialog';
import { holdsAny, rolesText, useStudioContext } from '../../../studio/roles';
import { useStudioMeta } from '../../../studio/useStudioMeta';
import { GrantMembershipForm } from './GrantMembershipForm';
import { MemberMoney } from './MemberMoney';

export const MEMBER_TEXT = {
  notFound: STUDIO_MESSAGES.unknownAccount,
  loadFailed: 'This member could not load. Reload the page to try again.',
  orders: 'Orders, payments and donations',
  noOrders: 'No orders yet',
  suspend: 'Suspend account',
  reinstate: 'Reinstate account',
  suspendDescription: 'The member is signed out everywhere and cannot sign in until reinstated.',
  reinstateDescription: 'The member can sign in again.',
  hideAvatar: 'Hide avatar',
  showAvatar: 'Show avatar',
  avatarDescription: 'The site shows the default avatar instead while it is hidden. Say why.',
} as const;

function membershipPeriod(detail: MemberDetail) {
  const until = detail.membership.memberUntil;
  return until ? `Member until ${formatDateTime(until)}` : 'Not a member';
}

function AccountFacts({ detail }: { detail: MemberDetail }) {
  const { account } = detail;
  return (
    <Section
      title={account.email}
      headingLevel="h1"
      eyebrow={studioPaths.studioMember.title}
      description={`${account.name} · @${account.username} · joined ${formatDateTime(account.createdAt)}${
        account.roles.length ? ` · staff: ${rolesText(account.roles)}` : ''
      }`}
      action={account.status === 'suspended' ? <StatusBadge status="suspended" /> : undefined}
    />
  );
}

/** /studio/members/:userId (support, admin): the account, membership and orders; grant months. */
export function MemberPage() {
  const { userId = '' } = useParams();
  const { roles } = useStudioContext();
  const { detail, error, isLoading, refresh } = useMemberDetail(userId);
  const toast = useToast();
  useStudioMeta(detail?.account.email ?? studioPaths.studioMember.title);

  if (isLoading) return <PageLoading />;
  if (error || !detail) return <Note icon="alert">{MEMBER_TEXT.loadFailed}</Note>;

  const suspended = detail.account.status === 'suspended';
  async function setSuspended(reason: string) {
    await setAccountSuspended(userId, !suspended, reason);
    await refresh();
    toast.show({
      title: suspended ? STUDIO_MESSAGES.reinstated : STUDIO_MESSAGES.suspended,
      tone: 'success',
    });
  }

  return (
    <Stack gap="lg">
      <AccountFacts detail={detail} />
      {holdsAny(roles, ['moderator']) && (
        <ReasonDialog
          action={suspended ? MEMBER_TEXT.reinstate : MEMBER_TEXT.suspend}
          description={
            suspended ? MEMBER_TEXT.reinstateDescription : MEMBER_TEXT.suspendDescription
          }
          variant={suspended ? 'secondary' : 'danger'}
          onConfirm={setSuspended}
        />
      )}
      <MembershipSummary
        plan={detail.membership.plan ?? (detail.membership.isPremium ? 'Ultimate' : 'FREE')}
        period={membershipPeriod(detail)}
        gold={detail.membership.memberLevel === 'Gold'}
        perks={detail.membership.perks}
      />
      <GrantMembershipForm userId={userId} onGranted={refresh} />
      {holdsAny(roles, ['support', 'admin']) && <MemberMoney detail={detail} onChanged={refresh} />}
      {holdsAny(roles, ['moderator']) && detail.avatar.avatar && (
        <ReasonDialog
          action={detail.avatar.hiddenReason ? MEMBER_TEXT.showAvatar : MEMBER_TEXT.hideAvatar}
          description={MEMBER_TEXT.avatarDescription}
          variant={detail.avatar.hiddenReason ? 'secondary' : 'danger'}
          onConfirm={async (reason) => {
            await setAvatarHidden(userId, !detail.avatar.hiddenReason, reason);
            await refresh();
            toast.show({
              title: detail.avatar.hiddenReason
                ? MONEY_MESSAGES.avatarShown
                : MONEY_MESSAGES.avatarHidden,
              tone: 'success',
            });
          }}
        />
      )}
      <OrderHistory
        title={MEMBER_TEXT.orders}
        headingLevel="h2"
        emptyTitle={MEMBER_TEXT.noOrders}
        items={detail.orders.map((order) => ({
          id: order._id,
          title: order.description,
          amount: order.amount,
          recurring: order.recurring,
          status: order.status,
          date: order.paidAt ?? order.createdAt,
        }))}
      />
    </Stack>
  );
}
