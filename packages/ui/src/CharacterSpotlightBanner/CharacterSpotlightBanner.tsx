import { FOCUS } from '@ic/art';
import { useId } from 'react';
import styled from 'styled-components';
import { ArtFrame } from '../ArtFrame';
import { Badge } from '../Badge';
import { Icon } from '../Icon';
import { TextLink } from '../TextLink';
import { media, vars } from '../theme';
import type { FocalPoint } from '../utils/focus';
import { useT } from '../i18n';

export const CHARACTER_SPOTLIGHT_HEADINGS = ['h2', 'h3'] as const;

export type CharacterSpotlightBannerProps = {
  name: string;
  /** The character's alias, e.g. 'The Ember of Varanasi'. */
  knownAs?: string | null;
  description?: string | null;
  /** A few powers, shown as tags. */
  powers?: readonly string[];
  /** The character's art; missing shows a silhouette. */
  image?: string | null;
  imageLoading?: 'lazy' | 'eager';
  /** Where the art's subject sits; the frame crops around it. Defaults to a generated banner's. */
  imageFocus?: FocalPoint;
  /** The biography (through the app's router). */
  href: string;
  actionLabel?: string;
  /** The line above the name. */
  eyebrow?: string;
  headingLevel?: (typeof CHARACTER_SPOTLIGHT_HEADINGS)[number];
  className?: string;
};

const Root = styled.section`
  display: grid;
  overflow: hidden;
  border: ${vars.size.border} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceInverse};
  color: ${vars.color.textInverse};
  box-shadow: ${vars.shadow.comicLg};
  --ic-link-color: currentColor;

  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }

  [data-slot='art'] {
    border-bottom: ${vars.size.border} solid ${vars.color.border};
    background: ${vars.color.secondary};
  }
  ${media.md} {
    [data-slot='art'] {
      height: 100%;
      border-bottom: 0;
      border-right: ${vars.size.border} solid ${vars.color.border};
    }
  }

  [data-slot='body'] {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    justify-content: center;
    gap: ${vars.space[3]};
    padding: ${vars.space[6]} ${vars.space[5]};
  }
  ${media.md} {
    [data-slot='body'] {
      padding: ${vars.space[10]} ${vars.space[8]};
    }
  }
  [data-slot='eyebrow'] {
    margin: 0;
    color: ${vars.color.secondary};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.black};
    letter-spacing: ${vars.letterSpacing.display};
    text-transform: uppercase;
  }
  [data-slot='name'] {
    font-size: ${vars.fontSize['3xl']};
    overflow-wrap: anywhere;
  }
  ${media.md} {
    [data-slot='name'] {
      font-size: ${vars.fontSize['4xl']};
    }
  }
  [data-slot='alias'] {
    margin: 0;
    font-weight: ${vars.fontWeight.bold};
    font-style: italic;
  }
  [data-slot='description'] {
    margin: 0;
    max-width: ${vars.size.prose};
  }
  [data-slot='powers'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** A featured character on a dark panel: art, name, alias, a line about them and Know More. */
export function CharacterSpotlightBanner({
  name,
  knownAs,
  description,
  powers = [],
  image,
  imageLoading = 'lazy',
  imageFocus = FOCUS.banner,
  href,
  actionLabel,
  eyebrow,
  headingLevel: Heading = 'h2',
  className,
}: CharacterSpotlightBannerProps) {
  const t = useT();
  const eyebrowId = useId();
  const nameId = useId();
  return (
    <Root aria-labelledby={`${eyebrowId} ${nameId}`} className={className}>
      <ArtFrame
        src={image}
        alt=""
        ratio="square"
        loading={imageLoading}
        focus={imageFocus}
        fallback={<Icon name="user" size="xl" />}
      />
      <div data-slot="body">
        <p id={eyebrowId} data-slot="eyebrow">
          {eyebrow ?? t('home.characterSpotlight.eyebrow')}
        </p>
        <Heading id={nameId} data-slot="name">
          {name}
        </Heading>
        {knownAs && <p data-slot="alias">{knownAs}</p>}
        {description && <p data-slot="description">{description}</p>}
        {powers.length > 0 && (
          <ul data-slot="powers" aria-label={t('home.characterSpotlight.powers', { name })}>
            {powers.map((power) => (
              <li key={power}>
                <Badge tone="secondary" size="sm">
                  {power}
                </Badge>
              </li>
            ))}
          </ul>
        )}
        <TextLink variant="button" tone="secondary" href={href} aria-describedby={nameId}>
          {actionLabel ?? t('home.characterSpotlight.action')}
        </TextLink>
      </div>
    </Root>
  );
}
