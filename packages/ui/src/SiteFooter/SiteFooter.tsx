import { COPYRIGHT_YEARS } from '@ic/domain';
import { useT } from '../i18n';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon';
import { Brand } from '../SiteHeader/Brand';
import { isCurrentLink, type SiteLink } from '../SiteHeader/siteLinks';
import { TextLink } from '../TextLink';
import { media, vars } from '../theme';

export const SOCIAL_NETWORKS = ['x', 'youtube', 'facebook', 'instagram', 'linkedin'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const SOCIAL: Record<SocialNetwork, { label: string; icon: IconName }> = {
  x: { label: 'X', icon: 'x-social' },
  youtube: { label: 'YouTube', icon: 'youtube' },
  facebook: { label: 'Facebook', icon: 'facebook' },
  instagram: { label: 'Instagram', icon: 'instagram' },
  linkedin: { label: 'LinkedIn', icon: 'linkedin' },
};

/** One social network's page. */
export type SocialLink = { network: SocialNetwork; href: string };

export type SiteFooterProps = {
  pageLinks: readonly SiteLink[];
  /** The social pages to show, in this order; none shows no 'Follow us' list. */
  socialLinks?: readonly SocialLink[];
  /** The foundation's site; without it (and the research site) there is no 'More from us'. */
  foundationHref?: string;
  researchHref?: string;
  /** The path of the page shown, so its link gets aria-current="page". */
  currentPath?: string;
  legalLinks: readonly SiteLink[];
  /** Where Join Ultimate leads. */
  ultimateHref: string;
  /** Where the small-screen 'Internship' entry leads. */
  internshipHref: string;
  /** Where the brand leads. */
  homeHref: string;
  /** A decorative logo (alt="") shown before the brand name. */
  logo?: ReactNode;
  /** Under the copyright line: the LanguageSwitch. */
  languageSwitch?: ReactNode;
  className?: string;
};

const Root = styled.footer`
  background: ${vars.color.surfaceInverse};
  color: ${vars.color.textInverse};
  border-top: ${vars.size.border} solid ${vars.color.border};

  /* The default blue ring is too faint on the dark footer. */
  & :focus-visible {
    outline-color: ${vars.color.secondary};
  }

  & [data-slot='footer-main'] {
    display: grid;
    gap: ${vars.space[8]};
    max-width: ${vars.size.content};
    margin: 0 auto;
    padding: ${vars.space[10]} ${vars.space[4]} ${vars.space[6]};
  }
  & [data-slot='footer-heading'] {
    margin-bottom: ${vars.space[3]};
    font-size: ${vars.fontSize.xl};
  }
  & [data-slot='footer-links'],
  & [data-slot='footer-social'] {
    display: grid;
    gap: ${vars.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & [data-slot='footer-brand'] {
    display: grid;
    gap: ${vars.space[4]};
    align-content: start;
    justify-items: start;
  }
  & [data-slot='footer-tagline'] {
    margin: 0;
  }

  & [data-slot='footer-social'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[3]};
  }
  & [data-slot='footer-social-link'] {
    display: inline-grid;
    place-items: center;
    width: ${vars.size.control};
    height: ${vars.size.control};
    color: inherit;
    border: ${vars.size.borderThin} solid ${vars.color.textInverse};
    border-radius: ${vars.radius.pill};
  }
  & [data-slot='footer-social-link']:hover {
    background: ${vars.color.textInverse};
    color: ${vars.color.surfaceInverse};
  }

  & [data-slot='footer-bottom'] {
    display: grid;
    gap: ${vars.space[3]};
    max-width: ${vars.size.content};
    margin: 0 auto;
    padding: ${vars.space[4]};
    border-top: ${vars.size.borderThin} solid ${vars.color.muted};
    font-size: ${vars.fontSize.sm};
  }
  & [data-slot='footer-bottom'] [data-slot='footer-links'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[1]} ${vars.space[5]};
  }
  & [data-slot='footer-copyright'] {
    margin: 0;
  }

  ${media.md} {
    & [data-slot='footer-main'] {
      grid-template-columns: 2fr 1fr 1fr;
    }
    & [data-slot='footer-internship'] {
      display: none;
    }
  }
`;

function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  const t = useT();
  if (links.length === 0) return null;
  return (
    <ul data-slot="footer-social" aria-label={t('shell.footer.followUs')}>
      {links.map(({ network, href }) => (
        <li key={network}>
          <a data-slot="footer-social-link" href={href} target="_blank" rel="noopener noreferrer">
            <Icon name={SOCIAL[network].icon} />
            <span className="ic-visually-hidden">
              {SOCIAL[network].label} {t('shell.link.newTab')}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function LinkList({ links, currentPath }: { links: readonly SiteLink[]; currentPath?: string }) {
  return links.map((link) => (
    <li key={link.href}>
      <TextLink
        href={link.href}
        variant="nav"
        external={link.external}
        aria-current={isCurrentLink(link.href, currentPath) ? 'page' : undefined}
      >
        {link.label}
      </TextLink>
    </li>
  ));
}

/** The site's footer: page, social, sister-site and legal links, Join Ultimate and the copyright. */
export function SiteFooter({
  pageLinks,
  socialLinks = [],
  foundationHref,
  researchHref,
  currentPath,
  legalLinks,
  ultimateHref,
  internshipHref,
  homeHref,
  logo,
  languageSwitch,
  className,
}: SiteFooterProps) {
  const exploreId = useId();
  const t = useT();
  const sisterSites: SiteLink[] = [
    ...(foundationHref
      ? [{ href: foundationHref, label: t('shell.footer.foundation'), external: true }]
      : []),
    ...(researchHref
      ? [{ href: researchHref, label: t('shell.footer.research'), external: true }]
      : []),
  ];
  return (
    <Root className={className}>
      <div data-slot="footer-main">
        <div data-slot="footer-brand">
          <Brand href={homeHref} logo={logo} />
          <p data-slot="footer-tagline">{t('shell.footer.tagline')}</p>
          <SocialLinks links={socialLinks} />
          <TextLink href={ultimateHref} variant="button" tone="secondary">
            {t('shell.footer.joinUltimate')}
          </TextLink>
        </div>
        <nav aria-labelledby={exploreId}>
          <h2 id={exploreId} data-slot="footer-heading">
            {t('shell.footer.explore')}
          </h2>
          <ul data-slot="footer-links">
            <LinkList links={pageLinks} currentPath={currentPath} />
            <li data-slot="footer-internship">
              <TextLink href={internshipHref} variant="nav">
                {t('shell.footer.internship')}
              </TextLink>
            </li>
          </ul>
        </nav>
        {sisterSites.length > 0 && (
          <div>
            <h2 data-slot="footer-heading">{t('shell.footer.moreFromUs')}</h2>
            <ul data-slot="footer-links">
              <LinkList links={sisterSites} />
            </ul>
          </div>
        )}
      </div>
      <div data-slot="footer-bottom">
        <nav aria-label={t('shell.footer.legal')}>
          <ul data-slot="footer-links">
            <LinkList links={legalLinks} currentPath={currentPath} />
          </ul>
        </nav>
        <p data-slot="footer-copyright">
          {t('shell.footer.copyright', { years: COPYRIGHT_YEARS })}
        </p>
        {languageSwitch}
      </div>
    </Root>
  );
}
