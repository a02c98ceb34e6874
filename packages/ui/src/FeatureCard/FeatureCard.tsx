import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../Card';
import { Icon, type IconName } from '../Icon';
import { vars } from '../theme';

export const FEATURE_CARD_HEADINGS = ['h3', 'h4'] as const;

export type FeatureCardProps = {
  title: string;
  description?: ReactNode;
  /** A small line above the title, e.g. a date. */
  eyebrow?: ReactNode;
  icon?: IconName;
  /** The whole card leads here (the app's router for paths; absolute URLs open a new tab). */
  href?: string;
  headingLevel?: (typeof FEATURE_CARD_HEADINGS)[number];
  className?: string;
};

// The card fills its grid cell, so cards side by side are as tall as each other.
const Root = styled(Card)`
  height: 100%;

  & [data-slot='feature'] {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${vars.space[1]} ${vars.space[3]};
    align-items: start;
  }
  & [data-slot='feature']:not([data-has-icon]) {
    grid-template-columns: minmax(0, 1fr);
  }
  & [data-slot='icon'] {
    display: grid;
    place-items: center;
    width: ${vars.size.avatarMd};
    height: ${vars.size.avatarMd};
    border: ${vars.size.borderThin} solid ${vars.color.border};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.secondary};
    color: ${vars.color.onSecondary};
  }
  & [data-slot='text'] {
    display: grid;
    gap: ${vars.space[1]};
  }
  & [data-slot='eyebrow'] {
    margin: 0;
    color: ${vars.color.muted};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.bold};
  }
  & [data-slot='title'] {
    font-size: ${vars.fontSize.xl};
  }
  & [data-slot='description'] {
    margin: 0;
  }
`;

/**
 * A small card with an icon, a title and a sentence: a way to get involved, a channel to
 * follow, a milestone. With `href` the whole card is the link.
 */
export function FeatureCard({
  title,
  description,
  eyebrow,
  icon,
  href,
  headingLevel: Heading = 'h3',
  className,
}: FeatureCardProps) {
  return (
    <Root href={href} className={className}>
      <div data-slot="feature" data-has-icon={icon ? '' : undefined}>
        {icon && (
          <span data-slot="icon">
            <Icon name={icon} size="md" />
          </span>
        )}
        <div data-slot="text">
          {eyebrow && <p data-slot="eyebrow">{eyebrow}</p>}
          <Heading data-slot="title">{title}</Heading>
          {description && <p data-slot="description">{description}</p>}
        </div>
      </div>
    </Root>
  );
}
