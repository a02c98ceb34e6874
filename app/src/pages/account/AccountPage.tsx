import { TIMINGS } from '@ic/domain';
import {
  Grid,
  ProfileHeader,
  Section,
  Stack,
  TextLink,
  useMinimumDuration,
  UserAvatar,
} from '@ic/ui';
import { paths } from '../../paths';
import { RequireSession, useSession } from '../../session';
import { usePageMeta } from '../usePageMeta';
import { ACCOUNT_META, ACCOUNT_TEXT } from './accountCopy';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { FollowsPanel } from './FollowsPanel';
import { DownloadsSection } from './DownloadsSection';
import { LogoutButton } from './LogoutButton';
import { MemberCodePanel } from './MemberCodePanel';
import { MembershipPanel } from './MembershipPanel';
import { NewsletterSetting } from './NewsletterSetting';
import { OrdersPanel } from './OrdersPanel';

function Profile() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <ProfileHeader
      avatar={<UserAvatar size="lg" name={user.name} avatar={user.avatar} alt="" />}
      username={user.username}
      email={user.email}
    >
      <TextLink href={paths.createAvatar.href()}>
        {user.avatar ? ACCOUNT_TEXT.editCharacter : ACCOUNT_TEXT.createCharacter}
      </TextLink>
    </ProfileHeader>
  );
}

function Settings() {
  return (
    <Section title={ACCOUNT_TEXT.settings} headingLevel="h2" spacing="sm">
      <Stack gap="lg">
        <NewsletterSetting />
        {/* Wraps: four buttons side by side are wider than a phone. */}
        <Stack direction="row" gap="md" wrap>
          <TextLink href={paths.feedback.href()} variant="button" tone="secondary">
            {ACCOUNT_TEXT.giveFeedback}
          </TextLink>
          <TextLink href={paths.supportUs.href()} variant="button" tone="outline">
            {ACCOUNT_TEXT.supportUs}
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
  return (
    <>
      <Section title={ACCOUNT_META.title} headingLevel="h1" spacing="sm">
        <Grid min="md" gap="lg">
          <Profile />
          <MembershipPanel revealed={revealed} />
          {revealed && <MemberCodePanel />}
        </Grid>
      </Section>
      <OrdersPanel revealed={revealed} />
      {revealed && <FollowsPanel />}
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
  usePageMeta(ACCOUNT_META.title, ACCOUNT_META.description);
  return (
    <RequireSession>
      <AccountContent />
    </RequireSession>
  );
}
