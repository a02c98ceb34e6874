import styled from 'styled-components';
import { Badge } from '../Badge';
import { Card } from '../Card';
import { vars } from '../theme';
import { useFormat, useT } from '../i18n';

export const MERCH_CARD_HEADINGS = ['h2', 'h3', 'h4'] as const;

export type MerchCardProps = {
  title: string;
  /** In whole rupees, shown as '₹599'. */
  price: number;
  /** The shelf it sits on, e.g. 'TSHIRTS', drawn as a price tag. */
  tag?: string;
  image?: string;
  /** What the picture shows; '' (the default) when the title says it all. */
  imageAlt?: string;
  imageLoading?: 'lazy' | 'eager';
  /** Where the card leads: the shop (an absolute URL opens a new tab). Without it, static. */
  href?: string;
  headingLevel?: (typeof MERCH_CARD_HEADINGS)[number];
  className?: string;
};

const Media = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1;
  object-fit: cover;
  border-bottom: ${vars.size.border} solid ${vars.color.border};
`;

const Body = styled.span`
  display: grid;
  justify-items: start;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]};

  & [data-slot='merch-title'] {
    font-size: ${vars.fontSize.xl};
    overflow-wrap: anywhere;
  }
  & [data-slot='merch-price'] {
    font-family: ${vars.font.display};
    font-size: ${vars.fontSize['2xl']};
    letter-spacing: ${vars.letterSpacing.display};
    line-height: 1;
  }
`;

/** One product: picture, shelf tag, name and price; the whole card leads to the shop. */
export function MerchCard({
  title,
  price,
  tag,
  image,
  imageAlt = '',
  imageLoading = 'lazy',
  href,
  headingLevel: Heading = 'h3',
  className,
}: MerchCardProps) {
  const t = useT();
  const { rupees } = useFormat();
  return (
    <Card href={href} padding="none" className={className}>
      {image && (
        <Media
          src={image}
          alt={imageAlt}
          loading={imageLoading}
          decoding="async"
          width={400}
          height={400}
        />
      )}
      <Body>
        {tag && (
          <Badge tone="secondary" shape="tag" size="sm">
            {tag}
          </Badge>
        )}
        <Heading data-slot="merch-title">{title}</Heading>
        <span data-slot="merch-price">
          <span className="ic-visually-hidden">{t('home.merch.price')} </span>
          {rupees(price)}
        </span>
      </Body>
    </Card>
  );
}
