import styled from 'styled-components';
import { ArtFrame } from '../ArtFrame';
import { Card } from '../Card';
import { Icon } from '../Icon';
import { vars } from '../theme';

export type CharacterCardProps = {
  name: string;
  /** The portrait; empty shows a silhouette. */
  imageUrl?: string | null;
  /** Where the card leads (the character's biography). */
  href: string;
  /** Eager for the first row on screen, lazy for the rest. */
  imageLoading?: 'eager' | 'lazy';
  className?: string;
};

const Name = styled.span`
  display: block;
  padding: ${vars.space[3]};
  border-top: ${vars.size.border} solid ${vars.color.border};
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize.xl};
  letter-spacing: ${vars.letterSpacing.display};
  line-height: ${vars.lineHeight.tight};
  overflow-wrap: anywhere;
`;

/**
 * One character in a browse list: the portrait and the name, the whole card a link. The
 * portrait is decorative (alt="") because the name beside it is the link's name.
 */
export function CharacterCard({
  name,
  imageUrl,
  href,
  imageLoading = 'lazy',
  className,
}: CharacterCardProps) {
  return (
    <Card href={href} padding="none" className={className}>
      <ArtFrame
        src={imageUrl}
        alt=""
        ratio="portrait"
        loading={imageLoading}
        fallback={<Icon name="user" size="xl" />}
      />
      <Name data-slot="name">{name}</Name>
    </Card>
  );
}
