import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../theme';
import { variantClasses } from '../utils/variants';

// The parts of a Card, each named by its data-slot so a composed panel can style them.

type PartProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & { children?: ReactNode };

// The header and the footer are the same wrapping row; the footer's actions sit further apart.
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
`;

/** The title row: the title and anything beside it (a badge, an action), wrapping on phones. */
export function CardHeader(props: PartProps) {
  return <Row {...props} data-slot="card-header" />;
}

export const CARD_TITLE_SIZES = ['md', 'lg'] as const;

export const cardTitleVariants = cva('', {
  variants: { size: variantClasses('size', CARD_TITLE_SIZES) },
  defaultVariants: { size: 'lg' },
});

export type CardTitleProps = PartProps &
  VariantProps<typeof cardTitleVariants> & {
    /** The heading level that fits the page's outline. */
    as?: 'h1' | 'h2' | 'h3' | 'h4';
  };

const Title = styled.h3`
  &.size-md {
    font-size: ${vars.fontSize.xl};
  }
  &.size-lg {
    font-size: ${vars.fontSize['2xl']};
  }
`;

/** The card's heading, in the display face. */
export function CardTitle({ as = 'h3', size, className, ...rest }: CardTitleProps) {
  return (
    <Title
      {...rest}
      as={as}
      data-slot="card-title"
      className={cardTitleVariants({ size, className })}
    />
  );
}

const Description = styled.p`
  margin: 0;
  color: ${vars.color.muted};
`;

/** A line of muted text under the title. */
export function CardDescription(props: PartProps) {
  return <Description {...props} data-slot="card-description" />;
}

const Body = styled.div`
  display: grid;
  gap: ${vars.space[3]};
`;

/** The card's content, stacked. */
export function CardBody(props: PartProps) {
  return <Body {...props} data-slot="card-body" />;
}

const Footer = styled(Row)`
  gap: ${vars.space[4]};
`;

/** The ways on from the card (buttons, links), in a wrapping row. */
export function CardFooter(props: PartProps) {
  return <Footer {...props} data-slot="card-footer" />;
}

const Media = styled.div`
  display: block;
`;

/** The card's picture; greyed with the card when it is disabled. */
export function CardMedia(props: PartProps) {
  return <Media {...props} data-slot="card-media" />;
}
