import { FOCUS } from '@ic/art';
import { displayValue, MESSAGES } from '@ic/domain';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ArtFrame } from '../ArtFrame';
import { useT } from '../i18n';
import { Container } from '../Layout';
import { media, vars } from '../theme';
import type { FocalPoint } from '../utils/focus';

export type CharacterBannerProps = {
  name: string;
  /** The character's other name; a missing one reads N/A like every gap in a biography. */
  knownAs?: string | null;
  /** The wide banner art. */
  imageUrl?: string | null;
  /** What the banner art shows. */
  imageAlt: string;
  /** Where the art's subject sits; the frame crops around it. Defaults to a generated banner's. */
  imageFocus?: FocalPoint;
  /** A tag above the name, e.g. a Badge for hero or villain. */
  tag?: ReactNode;
  /** The name's heading level: h1 when the banner opens the page. */
  headingLevel?: 'h1' | 'h2';
  className?: string;
};

/** The page's opening band, at the site's width, spaced like a Section. */
const Band = styled.div`
  padding-block: ${vars.space[6]};
`;

const Root = styled.div`
  overflow: hidden;
  border: ${vars.size.border} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceInverse};
  color: ${vars.color.textInverse};
  box-shadow: ${vars.shadow.comicLg};

  /* A phone shows the banner taller than drawn, cropped around the figure; wider screens whole. */
  & [data-slot='art'].ratio-banner {
    aspect-ratio: 16 / 9;
  }

  & [data-slot='body'] {
    display: grid;
    justify-items: start;
    gap: ${vars.space[2]};
    padding: ${vars.space[5]};
    border-top: ${vars.size.border} solid ${vars.color.border};
  }
  & [data-slot='name'] {
    font-size: ${vars.fontSize['3xl']};
    overflow-wrap: anywhere;
  }
  & [data-slot='known-as'] {
    margin: 0;
    color: ${vars.color.secondary};
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.black};
  }
  ${media.md} {
    & [data-slot='art'].ratio-banner {
      aspect-ratio: 8 / 3;
    }
    & [data-slot='body'] {
      padding: ${vars.space[8]};
    }
    & [data-slot='name'] {
      font-size: ${vars.fontSize['4xl']};
    }
  }
`;

/**
 * The opening band of a biography: the wide banner art, the character's name (the page's h1)
 * and what they are known as.
 */
export function CharacterBanner({
  name,
  knownAs,
  imageUrl,
  imageAlt,
  imageFocus = FOCUS.banner,
  tag,
  headingLevel: Heading = 'h1',
  className,
}: CharacterBannerProps) {
  const alias = displayValue(knownAs);
  const t = useT();
  return (
    <Band className={className}>
      <Container>
        <Root data-slot="banner">
          {/* The banner is the first thing on screen: loaded at once, in a box sized ahead. */}
          <ArtFrame
            src={imageUrl}
            alt={imageAlt}
            ratio="banner"
            loading="eager"
            focus={imageFocus}
          />
          <div data-slot="body">
            {tag}
            <Heading data-slot="name">{name}</Heading>
            <p data-slot="known-as">
              <span className="ic-visually-hidden">{`${t('characters.fact.knownAs')}: `}</span>
              {alias === MESSAGES.notAvailable ? alias : `“${alias}”`}
            </p>
          </div>
        </Root>
      </Container>
    </Band>
  );
}
