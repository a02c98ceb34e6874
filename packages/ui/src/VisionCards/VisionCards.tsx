import styled from 'styled-components';
import { Card } from '../Card';
import { useT } from '../i18n';
import { Icon, type IconName } from '../Icon';
import { vars } from '../theme';

export const VISION_CARD_HEADINGS = ['h3', 'h4'] as const;

export type VisionCardItem = { title: string; description: string; icon?: IconName };

export type VisionCardsProps = {
  items: readonly VisionCardItem[];
  /** The list's accessible name. */
  label?: string;
  /** The cards' heading level on the page. */
  headingLevel?: (typeof VISION_CARD_HEADINGS)[number];
  className?: string;
};

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${vars.size.gridMinSm}), 1fr));
  gap: ${vars.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

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
  /* Each card takes the next of the theme's bold colours, like panels on a comic page. */
  & > [data-slot='item']:nth-child(4n + 2) [data-slot='icon'] {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
  }
  & > [data-slot='item']:nth-child(4n + 3) [data-slot='icon'] {
    background: ${vars.color.accent};
    color: ${vars.color.onAccent};
  }
  & > [data-slot='item']:nth-child(4n + 4) [data-slot='icon'] {
    background: ${vars.color.success};
    color: ${vars.color.textInverse};
  }
  & [data-slot='title'] {
    font-size: ${vars.fontSize['2xl']};
  }
  & [data-slot='description'] {
    margin: 0;
  }
`;

const Item = styled(Card)`
  display: grid;
  align-content: start;
  gap: ${vars.space[3]};
`;

/** A row of idea cards (the About page's vision): an icon, a title and a sentence each. */
export function VisionCards({
  items,
  label,
  headingLevel: Heading = 'h3',
  className,
}: VisionCardsProps) {
  const t = useT();
  return (
    <List aria-label={label ?? t('support.vision.title')} className={className}>
      {items.map((item) => (
        <Item key={item.title} forwardedAs="li" data-slot="item">
          {item.icon && (
            <span data-slot="icon">
              <Icon name={item.icon} size="md" />
            </span>
          )}
          <Heading data-slot="title">{item.title}</Heading>
          <p data-slot="description">{item.description}</p>
        </Item>
      ))}
    </List>
  );
}
