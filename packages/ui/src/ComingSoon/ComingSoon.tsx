import { useId, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { media, vars } from '../theme';
import { useT } from '../i18n';

/** The marquee's phrase and the default message, by catalogue id (home). */
export const COMING_SOON_TEXT = 'home.comingSoon.marquee';
export const COMING_SOON_MESSAGE = 'home.comingSoon.message';
/** Copies of the phrase per half of the track: enough to overflow the widest screen. */
const COPIES = 8;

export type ComingSoonProps = {
  /** The page's title, e.g. 'Animation'. */
  title: string;
  message?: ReactNode;
  /** Actions under the message, e.g. a link home. */
  children?: ReactNode;
  className?: string;
};

// The track holds the phrase twice over; sliding it by half a track loops seamlessly.
const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const Root = styled.section`
  display: grid;
  align-content: center;
  justify-items: center;
  gap: ${vars.space[6]};
  min-height: 70vh;
  padding: ${vars.space[10]} 0;
  overflow: hidden;
  text-align: center;

  & [data-slot='coming-soon-title'] {
    padding: 0 ${vars.space[4]};
    font-size: ${vars.fontSize['4xl']};
  }
  & [data-slot='coming-soon-message'] {
    max-width: ${vars.size.prose};
    margin: 0;
    padding: 0 ${vars.space[4]};
    font-size: ${vars.fontSize.lg};
  }

  & [data-slot='coming-soon-marquee'] {
    width: 100%;
    overflow: hidden;
    background: ${vars.color.secondary};
    color: ${vars.color.onSecondary};
    border-block: ${vars.size.border} solid ${vars.color.border};
    transform: rotate(-2deg);
  }
  & [data-slot='coming-soon-marquee'][data-reverse] {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
    transform: rotate(1deg);
  }
  & [data-slot='coming-soon-marquee-track'] {
    display: flex;
    width: max-content;
    animation: ${scroll} ${vars.motion.marquee} linear infinite;
  }
  & [data-slot='coming-soon-marquee'][data-reverse] > [data-slot='coming-soon-marquee-track'] {
    animation-direction: reverse;
  }
  & [data-slot='coming-soon-marquee-word'] {
    padding: ${vars.space[2]} ${vars.space[6]};
    font-family: ${vars.font.display};
    font-size: ${vars.fontSize['3xl']};
    letter-spacing: ${vars.letterSpacing.display};
    white-space: nowrap;
  }
  ${media.md} {
    & [data-slot='coming-soon-marquee-word'] {
      font-size: ${vars.fontSize['4xl']};
    }
  }

  /* Reduced motion: the words stand still. */
  ${media.reducedMotion} {
    & [data-slot='coming-soon-marquee-track'] {
      animation: none;
    }
  }
`;

function Marquee({ reverse = false }: { reverse?: boolean }) {
  const t = useT();
  return (
    <div data-slot="coming-soon-marquee" data-reverse={reverse ? '' : undefined} aria-hidden="true">
      <div data-slot="coming-soon-marquee-track">
        {Array.from({ length: COPIES * 2 }, (_, i) => (
          <span key={i} data-slot="coming-soon-marquee-word">
            {t(COMING_SOON_TEXT)} ★
          </span>
        ))}
      </div>
    </div>
  );
}

/** The placeholder page: its title and a scrolling COMING SOON band (still for reduced motion). */
export function ComingSoon({ title, message, children, className }: ComingSoonProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId} className={className}>
      <h1 id={titleId} data-slot="coming-soon-title">
        {title}
      </h1>
      <Marquee />
      <Marquee reverse />
      <p data-slot="coming-soon-message">
        <span className="ic-visually-hidden">{t('home.comingSoon.announce')} </span>
        {message ?? t(COMING_SOON_MESSAGE)}
      </p>
      {children}
    </Root>
  );
}
