import styled from 'styled-components';
import { LOADING_LABEL } from '../Skeleton';

const Root = styled.div`
  /* A page's height, so the footer stays below the fold until the page arrives (no shift). */
  min-height: 100vh;
  min-height: 100dvh;
`;

export type PageLoadingProps = {
  /** What a screen reader hears while the page's code arrives. */
  label?: string;
  className?: string;
};

/** The empty, page-sized place a page fills once its code has arrived (the first load). */
export function PageLoading({ label = LOADING_LABEL, className }: PageLoadingProps) {
  return (
    <Root role="status" aria-busy="true" className={className} data-page-loading="">
      <span className="ic-visually-hidden">{label}</span>
    </Root>
  );
}
