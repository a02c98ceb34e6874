import styled from 'styled-components';
import { vars } from '../theme';

/** A carousel's or row's section: its header, items and controls stacked. */
export const CarouselFrame = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;
