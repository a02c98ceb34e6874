// The account page's own wording. The spec names the parts (section 4) but gives no messages for
// them, except 'Logout failed. Please try again.', which is MESSAGES.logoutFailed.

export const ACCOUNT_META = {
  title: 'My Account',
  description: 'Your IC Universe account: profile, plan, orders, mail preferences and feedback.',
} as const;

export const ACCOUNT_TEXT = {
  createCharacter: 'Create your character',
  /** Once an avatar is saved, the same page changes it. */
  editCharacter: 'Edit your character',
  upgrade: 'Upgrade Plan',
  /** What premium members see instead: their plan can still be changed or extended. */
  changePlan: 'Change or extend plan',
  membershipUnavailable: 'Your plan could not be loaded right now. Please try again later.',
  myOrders: 'My Orders',
  trackOrders: 'Track Orders',
  trackEmpty: 'No orders in progress',
  trackEmptyMessage: 'Orders waiting for payment show up here.',
  orderHistory: 'Order History',
  historyEmpty: 'No orders yet',
  historyEmptyMessage: 'Plans you buy and donations you make show up here.',
  seePlans: 'See the plans',
  ordersUnavailable: 'Your orders could not be loaded right now. Please try again later.',
  settings: 'Settings',
  newsletterLabel: 'Subscription mails',
  newsletterDescription: 'Emails about your plan, renewals and new releases.',
  newsletterOn: 'Subscription mails turned on.',
  newsletterOff: 'Subscription mails turned off.',
  giveFeedback: 'Give Feedback',
  supportUs: 'Support Us',
  logOut: 'Log Out',
  logOutQuestion: 'Log out?',
  logOutExplained: 'You will need your email and password to sign in again.',
  deleteAccount: 'Delete My Account',
  deleteQuestion: 'Delete your account?',
  deleteExplained:
    'This deletes your account, profile, feedback, saved addresses and memberships for good. ' +
    'Orders and payments are kept for our books, no longer linked to you. ' +
    'Enter your password to confirm.',
  deleteConfirm: 'Delete for good',
  deleted: 'Your account has been deleted.',
} as const;
