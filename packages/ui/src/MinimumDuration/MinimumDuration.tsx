import { TIMINGS } from '@ic/domain';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useMinimumDuration } from './useMinimumDuration';

export type MinimumDurationProps = {
  /** Shown from mount until the time has passed and the content is ready (usually skeletons). */
  placeholder: ReactNode;
  children: ReactNode;
  /** The least time the placeholder stays (the spec's 2400 ms). */
  minMs?: number;
  /** Whether the content can be shown, e.g. the data has arrived. */
  ready?: boolean;
};

/**
 * A delayed reveal: `placeholder` for at least `minMs` after mount, then `children` once `ready`.
 * Meanwhile ready content is also written for readers without scripts (see `Reveal`).
 */
export function MinimumDuration({
  placeholder,
  children,
  minMs = TIMINGS.skeletonMs,
  ready = true,
}: MinimumDurationProps) {
  return (
    <Reveal revealed={useMinimumDuration(minMs, ready)} placeholder={placeholder}>
      {ready && children}
    </Reveal>
  );
}

export type RevealProps = {
  /** Whether the wait is over (see `useMinimumDuration`). */
  revealed: boolean;
  /** Shown until then (usually skeletons). */
  placeholder: ReactNode;
  /** The content; false or null while there is none to show yet. */
  children: ReactNode;
};

/**
 * The content once `revealed`; until then the placeholder, with the content already written for
 * readers and crawlers that run no script (who would otherwise wait forever).
 */
export function Reveal({ revealed, placeholder, children }: RevealProps) {
  if (revealed) return <>{children}</>;
  const some = children !== false && children !== null && children !== undefined;
  return (
    <>
      <WhileScripted>{placeholder}</WhileScripted>
      {some && <WithoutScript>{children}</WithoutScript>}
    </>
  );
}

// Lays out nothing of its own: its children sit in the parent's grid or stack as if unwrapped.
const Contents = styled.div`
  display: contents;
`;

/**
 * What stands in while a script holds content back (the spec's skeletons). Where no script runs,
 * the page's <noscript> style hides it (app/index.html), since `WithoutScript` shows the content.
 */
export function WhileScripted({ children }: { children: ReactNode }) {
  return <Contents data-slot="while-scripted">{children}</Contents>;
}

/**
 * Content a page drawn on the server holds back for the spec's wait, for readers and crawlers
 * that run no script (who would otherwise wait forever). A browser running scripts never shows
 * it, and React never renders a <noscript>'s children in the browser.
 */
export function WithoutScript({ children }: { children: ReactNode }) {
  return <noscript>{children}</noscript>;
}
