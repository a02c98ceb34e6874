import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { media, vars } from '../theme';

export const FOUNDER_HEADINGS = ['h2', 'h3'] as const;

export type FounderPortrait = { src: string; alt: string; width: number; height: number };
export type FounderFact = { label: string; value: ReactNode };

export type FounderProfileProps = {
  name: string;
  /** Their role, e.g. 'Founder & Creative Director'. */
  role: string;
  /** Width and height reserve the picture's space before it loads. */
  portrait: FounderPortrait;
  /** Their own words, shown as a speech balloon. */
  quote?: ReactNode;
  /** Short facts such as the year the studio began. */
  facts?: readonly FounderFact[];
  /** The biography: paragraphs. */
  children?: ReactNode;
  /** The name's heading level on the page. */
  headingLevel?: (typeof FOUNDER_HEADINGS)[number];
  className?: string;
};

const Root = styled.article`
  display: grid;
  gap: ${vars.space[8]};
  align-items: start;

  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }

  & [data-slot='founder-portrait'] {
    justify-self: center;
    width: 100%;
    max-width: ${vars.size.gridMinLg};
    margin: 0;
  }
  & [data-slot='founder-portrait-image'] {
    width: 100%;
    height: auto;
    border: ${vars.size.border} solid ${vars.color.border};
    border-radius: ${vars.radius.lg};
    background: ${vars.color.secondary};
    box-shadow: ${vars.shadow.comicLg};
  }

  & [data-slot='founder-about'] {
    display: grid;
    gap: ${vars.space[4]};
  }
  & [data-slot='founder-name'] {
    font-size: ${vars.fontSize['3xl']};
  }
  & [data-slot='founder-role'] {
    margin: 0;
    color: ${vars.color.primary};
    font-weight: ${vars.fontWeight.black};
    letter-spacing: ${vars.letterSpacing.display};
    text-transform: uppercase;
  }
  & [data-slot='founder-bio'] {
    display: grid;
    gap: ${vars.space[3]};
  }
  /* The bio is the caller's paragraphs: the gap spaces them, whatever they are. */
  & [data-slot='founder-bio'] > * {
    margin: 0;
  }

  /* The quote as a comic speech balloon, its tail pointing back at the portrait. */
  & [data-slot='founder-quote'] {
    position: relative;
    margin: ${vars.space[2]} 0 0;
    padding: ${vars.space[4]} ${vars.space[5]};
    border: ${vars.size.border} solid ${vars.color.border};
    border-radius: ${vars.radius.lg};
    background: ${vars.color.surface};
    color: ${vars.color.ink};
    box-shadow: ${vars.shadow.comic};
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.bold};
  }
  & [data-slot='founder-quote']::before {
    content: '';
    position: absolute;
    top: calc(-1 * ${vars.space[4]});
    left: ${vars.space[8]};
    width: ${vars.space[6]};
    height: ${vars.space[6]};
    border-top: ${vars.size.border} solid ${vars.color.border};
    border-left: ${vars.size.border} solid ${vars.color.border};
    background: ${vars.color.surface};
    transform: skewX(25deg) rotate(45deg);
  }
  & [data-slot='founder-quote-text'] {
    margin: 0;
  }

  & [data-slot='founder-facts'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[3]};
    margin: 0;
  }
  & [data-slot='founder-fact'] {
    display: flex;
    flex-direction: column-reverse;
    padding: ${vars.space[2]} ${vars.space[4]};
    border: ${vars.size.borderThin} solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surfaceAlt};
    color: ${vars.color.ink};
  }
  & [data-slot='founder-fact-label'] {
    font-size: ${vars.fontSize.sm};
  }
  & [data-slot='founder-fact-value'] {
    margin: 0;
    font-family: ${vars.font.display};
    font-size: ${vars.fontSize.xl};
    letter-spacing: ${vars.letterSpacing.display};
  }
`;

/** A person behind the studio: portrait, name and role, their story, a quote and a few facts. */
export function FounderProfile({
  name,
  role,
  portrait,
  quote,
  facts = [],
  children,
  headingLevel: Heading = 'h3',
  className,
}: FounderProfileProps) {
  const nameId = useId();
  return (
    <Root aria-labelledby={nameId} className={className}>
      <figure data-slot="founder-portrait">
        <img
          data-slot="founder-portrait-image"
          src={portrait.src}
          alt={portrait.alt}
          width={portrait.width}
          height={portrait.height}
          loading="lazy"
        />
      </figure>
      <div data-slot="founder-about">
        <div>
          <Heading id={nameId} data-slot="founder-name">
            {name}
          </Heading>
          <p data-slot="founder-role">{role}</p>
        </div>
        {children && <div data-slot="founder-bio">{children}</div>}
        {quote && (
          <blockquote data-slot="founder-quote">
            <p data-slot="founder-quote-text">“{quote}”</p>
          </blockquote>
        )}
        {facts.length > 0 && (
          <dl data-slot="founder-facts">
            {facts.map((fact) => (
              <div key={fact.label} data-slot="founder-fact">
                <dt data-slot="founder-fact-label">{fact.label}</dt>
                <dd data-slot="founder-fact-value">{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </Root>
  );
}
