import { STUDIO_MESSAGES, type MemberDetail } from '@ic/domain';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { membershipStatus } from '../repositories/memberships.ts';
import { listUserOrders } from '../repositories/orders.ts';
import { listUserRefunds } from '../repositories/refunds.ts';
import { rolesOf, toStudioAccount } from '../repositories/staff.ts';
import { listUserSubscriptions } from '../repositories/subscriptions.ts';
import { findUserById } from '../repositories/users.ts';
import { toViews } from '../routes/orders/index.ts';
import { toSubscriptionView } from '../routes/payments/subscriptions.ts';

/**
 * Everything support sees about a member: account, membership, orders with payments, recurring
 * payments, refunds and the avatar. Also what each change on the member page answers.
 */
export async function memberDetailOf(db: Db, userId: string, now: Date): Promise<MemberDetail> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound(STUDIO_MESSAGES.unknownAccount);
  const [roles, membership, orders, subscriptions, refunds] = await Promise.all([
    rolesOf(db, userId),
    membershipStatus(db, userId, now),
    listUserOrders(db, userId),
    listUserSubscriptions(db, userId),
    listUserRefunds(db, userId),
  ]);
  return {
    account: toStudioAccount(user, roles),
    membership,
    orders: await toViews(db, orders, now),
    subscriptions: subscriptions.map(toSubscriptionView),
    refunds,
    avatar: { avatar: user.avatar, hiddenReason: user.avatar_hidden_reason },
  };
}
