import { POLICIES, policyPdfFileName, policyPdfPath, type PolicySlug } from '@ic/domain';
import { PolicyLayout } from '@ic/ui';
import { paths } from '../../paths';
import { usePageMeta } from '../usePageMeta';

/** A legal page (spec section 2): the policy's text from the domain, with its PDF copy to download. */
export function PolicyPage({ slug }: { slug: PolicySlug }) {
  const policy = POLICIES[slug];
  usePageMeta(policy.title, policy.description);
  return (
    <PolicyLayout
      title={policy.title}
      effectiveDate={policy.effectiveDate}
      intro={policy.intro}
      sections={policy.sections}
      pdfHref={policyPdfPath(slug)}
      pdfFileName={policyPdfFileName(slug)}
      homeHref={paths.home.href()}
    />
  );
}
