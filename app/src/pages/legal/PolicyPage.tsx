import {
  DEFAULT_LANGUAGE,
  POLICIES,
  POLICY,
  policyPdfFileName,
  policyPdfPath,
  type PolicySlug,
} from '@ic/domain';
import { Note, PolicyLayout, useLanguage, useT, useWrittenPolicy } from '@ic/ui';
import { paths } from '../../paths';
import { usePageMeta } from '../usePageMeta';

/**
 * A legal page (spec section 2): the policy's text, with its PDF copy to download. The policies
 * are bound in English (the domain's POLICIES, which the PDF prints). In Hindi the page shows
 * the policy's Hindi text (loaded with the legal catalogue, so the server draws it too), says at
 * the top that the English text prevails, and offers the English PDF as such. (A language the
 * policies were not written in would show the English text, marked `lang="en"`.)
 */
export function PolicyPage({ slug }: { slug: PolicySlug }) {
  const written = useWrittenPolicy(slug);
  const t = useT();
  const language = useLanguage();
  const inEnglish = language === DEFAULT_LANGUAGE;
  const policy = written ?? POLICIES[slug];
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
      pdfLang={inEnglish ? undefined : DEFAULT_LANGUAGE}
      downloadLabel={inEnglish ? undefined : t('legal.downloadEnglish')}
      homeHref={paths.home.href()}
      textLang={inEnglish || written ? undefined : DEFAULT_LANGUAGE}
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
