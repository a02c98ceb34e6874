import { DEFAULT_LANGUAGE, formatLongDate, LANGUAGE_LOCALES, POLICY } from '@ic/domain';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonRoot, buttonVariants } from '../Button';
import { useLanguage, useT } from '../i18n';
import { Icon } from '../Icon';
import { TextLink } from '../TextLink';
import { media, vars } from '../theme';

/** One numbered part of a policy: its anchor id, heading, paragraphs and an optional bullet list. */
export type PolicySection = {
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
};

export type PolicyLayoutProps = {
  title: string;
  /** ISO calendar day; every policy carries the same one by default. */
  effectiveDate?: string;
  intro: ReactNode;
  sections: readonly PolicySection[];
  /** The PDF copy of the policy: a file, so a plain anchor with `download`, not a router link. */
  pdfHref: string;
  /** The file name the browser saves the PDF as. */
  pdfFileName?: string;
  /** The PDF's language when it is not the page's (the English copy under a Hindi text). */
  pdfLang?: string;
  downloadLabel?: string;
  /**
   * Shown at the top, under the title: e.g. that the English text prevails, when the page is in
   * another language than the policy's text.
   */
  notice?: ReactNode;
  /**
   * The language of the policy's own text (intro, contents and sections) when it is not the
   * page's: screen readers then read it in that language.
   */
  textLang?: string;
  /** The breadcrumb's Home target, rendered with the app's link component (LinkProvider). */
  homeHref: string;
  /** The section the reader is in (from the app's scroll tracking): highlighted in the contents. */
  activeSectionId?: string;
  className?: string;
};

const Root = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'crumbs' 'header' 'toc' 'body';
  gap: ${vars.space[6]};
  max-width: ${vars.size.content};
  margin: 0 auto;
  padding: ${vars.space[4]};
  color: ${vars.color.ink};

  ${media.lg} {
    grid-template-columns: minmax(12rem, 16rem) minmax(0, ${vars.size.prose});
    grid-template-areas: 'crumbs crumbs' 'header header' 'toc body';
    column-gap: ${vars.space[10]};
    padding: ${vars.space[8]};
  }

  [data-slot='policy-breadcrumb'] {
    grid-area: crumbs;
  }
  [data-slot='policy-crumbs'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: ${vars.fontSize.sm};
  }
  [data-slot='policy-crumb'] + [data-slot='policy-crumb']::before {
    content: '/';
    margin-right: ${vars.space[2]};
    color: ${vars.color.muted};
  }

  [data-slot='policy-header'] {
    grid-area: header;
    display: grid;
    gap: ${vars.space[3]};
    justify-items: start;
  }
  [data-slot='policy-title'] {
    font-size: ${vars.fontSize['3xl']};
  }
  ${media.md} {
    [data-slot='policy-title'] {
      font-size: ${vars.fontSize['4xl']};
    }
  }
  [data-slot='policy-effective-date'] {
    margin: 0;
    color: ${vars.color.muted};
    font-weight: ${vars.fontWeight.bold};
  }
  [data-slot='policy-intro'],
  [data-slot='policy-notice'] {
    max-width: ${vars.size.prose};
  }
  /* The intro may be the caller's paragraphs: its own spacing rules, whatever they are. */
  [data-slot='policy-intro'] > * {
    margin: 0;
  }
  [data-slot='policy-download'] {
    text-decoration: none;
  }

  [data-slot='policy-toc'] {
    grid-area: toc;
    align-self: start;
    padding: ${vars.space[4]};
    border: ${vars.size.borderThin} solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
  }
  ${media.lg} {
    [data-slot='policy-toc'] {
      position: sticky;
      top: ${vars.space[4]};
    }
  }
  [data-slot='policy-toc-title'] {
    font-size: ${vars.fontSize.xl};
    margin-bottom: ${vars.space[2]};
  }
  [data-slot='policy-toc-list'] {
    display: grid;
    gap: ${vars.space[1]};
    margin: 0;
    padding-left: ${vars.space[5]};
  }
  [data-slot='policy-toc-link'] {
    display: inline-block;
    padding: ${vars.space[1]} 0;
    color: ${vars.color.ink};
    text-decoration-thickness: 1px;
  }
  [data-slot='policy-toc-link'][aria-current] {
    color: ${vars.color.primary};
    font-weight: ${vars.fontWeight.black};
    text-decoration-thickness: ${vars.size.borderThin};
  }

  [data-slot='policy-body'] {
    grid-area: body;
    display: grid;
    gap: ${vars.space[8]};
  }
  [data-slot='policy-section'] {
    scroll-margin-top: ${vars.space[16]};
  }
  [data-slot='policy-section-title'] {
    font-size: ${vars.fontSize['2xl']};
    margin-bottom: ${vars.space[3]};
  }
  [data-slot='policy-section'][data-active] [data-slot='policy-section-title'] {
    color: ${vars.color.primary};
  }
  [data-slot='policy-section-text'] {
    margin: 0 0 ${vars.space[3]};
  }
  [data-slot='policy-section-list'] {
    margin: 0;
    padding-left: ${vars.space[6]};
    display: grid;
    gap: ${vars.space[2]};
  }
`;

/** A legal page: breadcrumb, title, effective date, intro, PDF download and contents-linked sections. */
export function PolicyLayout({
  title,
  effectiveDate = POLICY.effectiveDate,
  intro,
  sections,
  pdfHref,
  pdfFileName = '',
  pdfLang,
  downloadLabel,
  notice,
  textLang,
  homeHref,
  activeSectionId,
  className,
}: PolicyLayoutProps) {
  const t = useT();
  const language = useLanguage();
  // English keeps the spec's '15 August 2025' (en-GB); another language writes the day its way.
  const effectiveOn =
    language === DEFAULT_LANGUAGE
      ? formatLongDate(effectiveDate)
      : formatLongDate(effectiveDate, LANGUAGE_LOCALES[language]);
  const uid = useId();
  const titleId = `${uid}-title`;
  const contentsId = `${uid}-contents`;
  const headingId = (id: string) => `${id}-heading`;
  return (
    <Root className={className} data-slot="policy-layout" aria-labelledby={titleId}>
      <nav aria-label={t('legal.breadcrumb')} data-slot="policy-breadcrumb">
        <ol data-slot="policy-crumbs">
          <li data-slot="policy-crumb">
            <TextLink href={homeHref}>{t('legal.home')}</TextLink>
          </li>
          <li data-slot="policy-crumb" aria-current="page">
            {title}
          </li>
        </ol>
      </nav>

      <header data-slot="policy-header">
        <h1 id={titleId} data-slot="policy-title">
          {title}
        </h1>
        {notice && <div data-slot="policy-notice">{notice}</div>}
        <p data-slot="policy-effective-date">
          {t('legal.effectiveDate')} <time dateTime={effectiveDate}>{effectiveOn}</time>
        </p>
        <div data-slot="policy-intro" lang={textLang}>
          {typeof intro === 'string' ? <p>{intro}</p> : intro}
        </div>
        <ButtonRoot
          as="a"
          href={pdfHref}
          download={pdfFileName}
          hrefLang={pdfLang}
          data-slot="policy-download"
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        >
          <Icon name="download" size="sm" />
          {downloadLabel ?? t('legal.download')}
        </ButtonRoot>
      </header>

      <nav aria-labelledby={contentsId} data-slot="policy-toc">
        <h2 id={contentsId} data-slot="policy-toc-title">
          {t('legal.contents')}
        </h2>
        <ol data-slot="policy-toc-list" lang={textLang}>
          {sections.map((section) => (
            <li key={section.id}>
              <a
                data-slot="policy-toc-link"
                href={`#${section.id}`}
                aria-current={section.id === activeSectionId ? 'location' : undefined}
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div data-slot="policy-body" lang={textLang}>
        {sections.map((section) => (
          <section
            data-slot="policy-section"
            key={section.id}
            id={section.id}
            aria-labelledby={headingId(section.id)}
            data-active={section.id === activeSectionId || undefined}
          >
            <h2 id={headingId(section.id)} data-slot="policy-section-title">
              {section.heading}
            </h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} data-slot="policy-section-text">
                {paragraph}
              </p>
            ))}
            {section.items && section.items.length > 0 && (
              <ul data-slot="policy-section-list">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </Root>
  );
}
