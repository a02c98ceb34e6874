import { MemberCode } from '@ic/ui';
import { useMembership } from '../../api/account';
import { externalSites } from '../../shell/siteLinks';

const { shop } = externalSites();

/**
 * The shop's member code, while the membership runs (the server gives none otherwise). Without a
 * shop address the code has nowhere to be used, so the panel does not show.
 */
export function MemberCodePanel() {
  const { membership } = useMembership(true);
  if (!shop || !membership?.memberCode) return null;
  return (
    <MemberCode code={membership.memberCode} validUntil={membership.memberUntil} shopHref={shop} />
  );
}
