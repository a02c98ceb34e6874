import {
  DEFAULT_LANGUAGE,
  POLICIES,
  POLICY,
  policyPdfFileName,
  policyPdfPath,
  type PolicySlug,
} from '@ic/domain';
import { Note, PolicyLayout, useCatalogue, useLanguage, useT } from '@ic/ui';
import { paths } from '../../paths';
import { usePageMeta } from '../usePageMeta';

/**
 * A legal page (spec section 2): the policy's text from the domain, with its PDF copy to download.
 * The policies are written and bound in English: in another language the page's own words
 * (title, contents, download) are translated, the policy's text stays in English, and a notice at
 * the top says that the English text prevails.
 */
export function PolicyPage({ slug }: { slug: PolicySlug }) {
  useCatalogue('legal');
  const t = useT();
  const inEnglish = useLanguage() === DEFAULT_LANGUAGE;
  const policy = POLICIES[slug];
  const title = t(`legal.title.${slug}`);
  usePageMeta(title, t(`legal.description.${slug}`, { age: POLICY.minimumIndependentAge }));
  return (
    <PolicyLayout
      title={title}
      effectiveDate={policy.effectiveDate}
      intro={policy.intro}
      sections={policy.sections}
      pdfHref={policyPdfPath(slug)}
      pdfFileName={policyPdfFileName(slug)}
      homeHref={paths.home.href()}
      textLang={inEnglish ? undefined : 'en'}
      notice={
        !inEnglish && (
          <Note>
            {t('legal.englishPrevails.title')}
            <br />
            {t('legal.englishPrevails.text')}
          </Note>
        )
      }
    />
  );
}
