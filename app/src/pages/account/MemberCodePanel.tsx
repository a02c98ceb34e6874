import { MemberCode } from '@ic/ui';
import { useMembership } from '../../api/account';
import { externalSites } from '../../shell/siteLinks';

const { shop } = externalSites();

/** The shop's member code, while the membership runs (the server gives none otherwise). */
export function MemberCodePanel() {
  const { membership } = useMembership(true);
  if (!membership?.memberCode) return null;
  return (
    <MemberCode code={membership.memberCode} validUntil={membership.memberUntil} shopHref={shop} />
  );
}
