import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../Card';
import { Container } from '../Layout';
import { TextLink } from '../TextLink';
import { media, vars } from '../theme';
import { useT } from '../i18n';

export const FOUNDATION_BANNER_HEADINGS = ['h2', 'h3'] as const;

/** The banner's own words, by catalogue id (news). */
export const FOUNDATION_UPDATES_TITLE = 'news.foundation.title';
export const FOUNDATION_UPDATES_DESCRIPTION = 'news.foundation.description';
export const FOUNDATION_UPDATES_ACTION = 'news.foundation.action';

export type FoundationUpdatesBannerProps = {
  /** The foundation's own site; it opens in a new tab. Without it the banner has no link. */
  href?: string;
  title?: ReactNode;
  description?: ReactNode;
  actionLabel?: string;
  /** The title's heading level, to fit the page's outline. */
  headingLevel?: (typeof FOUNDATION_BANNER_HEADINGS)[number];
  /** The latest updates beside the text, e.g. a compact BlogList. */
  children?: ReactNode;
  className?: string;
};

// A dark band with a halftone of yellow dots, the comic-print look of the site's banners.
const Root = styled.section`
  padding-block: ${vars.space[10]};
  background-color: ${vars.color.surfaceInverse};
  background-image: radial-gradient(${vars.color.secondary} 12%, transparent 13%);
  background-size: ${vars.space[6]} ${vars.space[6]};
  color: ${vars.color.textInverse};
  --ic-link-color: currentColor;

  & [data-slot='foundation-panel'] {
    display: grid;
    gap: ${vars.space[6]};
    padding: ${vars.space[6]};
    border-color: ${vars.color.secondary};
  }
  & [data-slot='foundation-text'] {
    display: grid;
    align-content: center;
    justify-items: start;
    gap: ${vars.space[3]};
  }
  & [data-slot='foundation-eyebrow'] {
    margin: 0;
    color: ${vars.color.secondary};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.black};
    letter-spacing: ${vars.letterSpacing.display};
    text-transform: uppercase;
  }
  & [data-slot='foundation-title'] {
    font-size: ${vars.fontSize['2xl']};
  }
  & [data-slot='foundation-description'] {
    max-width: ${vars.size.prose};
    margin: 0;
  }

  ${media.lg} {
    & [data-slot='foundation-panel'][data-has-updates] {
      grid-template-columns: 2fr 3fr;
      padding: ${vars.space[8]};
    }
    & [data-slot='foundation-title'] {
      font-size: ${vars.fontSize['3xl']};
    }
  }
`;

/** The foundation-updates banner: what the foundation does, its latest news and a way to its site. */
export function FoundationUpdatesBanner({
  href,
  title,
  description,
  actionLabel,
  headingLevel: Heading = 'h2',
  children,
  className,
}: FoundationUpdatesBannerProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId} className={className}>
      <Container>
        <Card
          tone="inverse"
          data-slot="foundation-panel"
          data-has-updates={children ? '' : undefined}
        >
          <div data-slot="foundation-text">
            <p data-slot="foundation-eyebrow">{t('news.foundation.eyebrow')}</p>
            <Heading id={titleId} data-slot="foundation-title">
              {title ?? t(FOUNDATION_UPDATES_TITLE)}
            </Heading>
            <p data-slot="foundation-description">
              {description ?? t(FOUNDATION_UPDATES_DESCRIPTION)}
            </p>
            {href && (
              <TextLink href={href} variant="button" tone="secondary" external>
                {actionLabel ?? t(FOUNDATION_UPDATES_ACTION)}
              </TextLink>
            )}
          </div>
          {children}
        </Card>
      </Container>
    </Root>
  );
}
