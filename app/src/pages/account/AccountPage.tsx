import { TIMINGS } from '@ic/domain';
import {
  Grid,
  ProfileHeader,
  Section,
  Stack,
  TextLink,
  useCatalogue,
  useMinimumDuration,
  UserAvatar,
  useT,
} from '@ic/ui';
import { paths } from '../../paths';
import { RequireSession, useSession } from '../../session';
import { usePageMeta } from '../usePageMeta';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { FollowsPanel } from './FollowsPanel';
import { DownloadsSection } from './DownloadsSection';
import { LogoutButton } from './LogoutButton';
import { MemberCodePanel } from './MemberCodePanel';
import { MembershipPanel } from './MembershipPanel';
import { MyListPanel } from './MyListPanel';
import { NewsletterSetting } from './NewsletterSetting';
import { OrdersPanel } from './OrdersPanel';

function Profile() {
  const { user } = useSession();
  const t = useT();
  if (!user) return null;
  return (
    <ProfileHeader
      avatar={<UserAvatar size="lg" name={user.name} avatar={user.avatar} alt="" />}
      username={user.username}
      email={user.email}
    >
      <TextLink href={paths.createAvatar.href()}>
        {user.avatar ? t('account.page.editCharacter') : t('account.page.createCharacter')}
      </TextLink>
    </ProfileHeader>
  );
}

function Settings() {
  const t = useT();
  return (
    <Section title={t('account.page.settings')} headingLevel="h2" spacing="sm">
      <Stack gap="lg">
        <NewsletterSetting />
        {/* Wraps: four buttons side by side are wider than a phone. */}
        <Stack direction="row" gap="md" wrap>
          <TextLink href={paths.feedback.href()} variant="button" tone="secondary">
            {t('account.page.giveFeedback')}
          </TextLink>
          <TextLink href={paths.supportUs.href()} variant="button" tone="outline">
            {t('account.page.supportUs')}
          </TextLink>
          <LogoutButton />
          <DeleteAccountDialog />
        </Stack>
      </Stack>
    </Section>
  );
}

function AccountContent() {
  const revealed = useMinimumDuration(TIMINGS.skeletonMs);
  const t = useT();
  return (
    <>
      <Section title={t('account.page.title')} headingLevel="h1" spacing="sm">
        <Grid min="md" gap="lg">
          <Profile />
          <MembershipPanel revealed={revealed} />
          {revealed && <MemberCodePanel />}
        </Grid>
      </Section>
      <OrdersPanel revealed={revealed} />
      {revealed && <FollowsPanel />}
      {revealed && <MyListPanel />}
      <DownloadsSection />
      <Settings />
    </>
  );
}

/**
 * /my-account and /dashboard: profile, plan (and a member's shop code), orders, the series they
 * follow, the chapters saved on this device, mail setting and the account's actions.
 */
export function AccountPage() {
  // The Membership region names a donor's perks in the support catalogue's words, and plans and
  // orders in the checkout's, as the plan cards and the cart name them.
  useCatalogue('account', 'support', 'checkout');
  const t = useT();
  usePageMeta(t('account.page.title'), t('account.page.description'));
  return (
    <RequireSession>
      <AccountContent />
    </RequireSession>
  );
}
