import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../theme';

const Root = styled.p`
  margin: 0;
  color: ${vars.color.primary};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.black};
  letter-spacing: ${vars.letterSpacing.display};
  text-transform: uppercase;
  overflow-wrap: anywhere;
`;

/** A blog's subject, the tag line above its title. It wraps: subjects can be whole sentences. */
export function BlogSubject({ children }: { children: ReactNode }) {
  return <Root data-slot="subject">{children}</Root>;
}
