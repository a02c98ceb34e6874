import { TIMINGS } from '@ic/domain';
import { useEffect, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { useT } from '../i18n';
import { media, vars } from '../theme';
import { LogoMark } from './LogoMark';

export type LogoSplashProps = {
  /** The loading screen's accessible name. */
  label?: string;
  /** A decorative logo to show instead of our mark. */
  logo?: ReactNode;
  /** Called once after `durationMs`, so the app can reveal the page. */
  onDone?: () => void;
  durationMs?: number;
  className?: string;
};

const pulse = keyframes`
  0%, 100% { transform: scale(1) rotate(0deg); }
  50% { transform: scale(1.08) rotate(-3deg); }
`;

const Root = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${vars.color.paper};

  & [data-slot='splash-logo'] {
    animation: ${pulse} ${vars.motion.pulse} ${vars.motion.easing} infinite;
  }
  ${media.reducedMotion} {
    & [data-slot='splash-logo'] {
      animation: none;
    }
  }
`;

/** The logo-only loading screen shown on the home page before its content (2 s by default). */
export function LogoSplash({
  label,
  logo,
  onDone,
  durationMs = TIMINGS.splashMs,
  className,
}: LogoSplashProps) {
  const t = useT();
  const name = label ?? t('shell.splash.loading');
  useEffect(() => {
    if (!onDone) return undefined;
    const timer = window.setTimeout(onDone, durationMs);
    return () => window.clearTimeout(timer);
  }, [onDone, durationMs]);

  return (
    <Root role="status" aria-label={name} aria-busy="true" className={className}>
      <div data-slot="splash-logo">{logo ?? <LogoMark />}</div>
      <span className="ic-visually-hidden">{name}</span>
    </Root>
  );
}
