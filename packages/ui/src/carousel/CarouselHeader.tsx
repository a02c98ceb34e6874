import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../theme';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

export type CarouselHeaderProps = {
  /** A visible heading, shown above the items. */
  title?: ReactNode;
  /** An action beside the title, e.g. a 'View All' link. */
  action?: ReactNode;
};

/** A row's heading and its action, spread apart; nothing when neither is given. */
export function CarouselHeader({ title, action }: CarouselHeaderProps) {
  if (!title && !action) return null;
  return (
    <Header data-slot="header">
      {title}
      {action}
    </Header>
  );
}
