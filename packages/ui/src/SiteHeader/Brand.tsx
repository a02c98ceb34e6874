import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ContextLink } from '../LinkProvider';
import { vars } from '../theme';
import { BRAND_NAME } from './siteLinks';

const Root = styled(ContextLink)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  color: inherit;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize['2xl']};
  letter-spacing: ${vars.letterSpacing.display};
  line-height: 1;
  text-decoration: none;
  white-space: nowrap;
`;

export type BrandProps = {
  href: string;
  logo?: ReactNode;
  className?: string;
  /** Names the wordmark as a part of the header or footer that shows it. */
  'data-slot'?: string;
};

/** The wordmark linking home; a logo image, when given, sits before the name. */
export function Brand({ href, logo, className, 'data-slot': slot }: BrandProps) {
  return (
    <Root href={href} className={className} data-slot={slot}>
      {logo}
      <span>{BRAND_NAME}</span>
    </Root>
  );
}
