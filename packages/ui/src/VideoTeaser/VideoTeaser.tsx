import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon';
import { media, vars } from '../theme';
import { useT } from '../i18n';

export const VIDEO_TEASER_HEADINGS = ['h2', 'h3'] as const;

export type VideoTeaserProps = {
  title: ReactNode;
  /** A short line above the title. */
  eyebrow?: ReactNode;
  /** The words beside the picture. */
  text?: ReactNode;
  /** The still shown before playing. */
  poster?: string;
  /** What the still shows; '' (the default) when it is decoration. */
  posterAlt?: string;
  /**
   * Called when the play button is pressed; the page decides what playing means. Without it
   * there is nothing to play yet: no button, only `soonLabel` on the still.
   */
  onPlay?: () => void;
  playLabel?: string;
  /** Said on the still while there is no video (issue 13: a PLAY that plays nothing misleads). */
  soonLabel?: string;
  headingLevel?: (typeof VIDEO_TEASER_HEADINGS)[number];
  className?: string;
};

const Root = styled.section`
  display: grid;
  gap: ${vars.space[6]};
  align-items: center;

  ${media.md} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }

  [data-slot='screen'] {
    position: relative;
    display: grid;
    place-items: center;
    overflow: hidden;
    aspect-ratio: 16 / 9;
    border: ${vars.size.border} solid ${vars.color.border};
    border-radius: ${vars.radius.lg};
    background: ${vars.color.surfaceInverse};
    box-shadow: ${vars.shadow.comicLg};
  }
  [data-slot='poster'] {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  [data-slot='play'] {
    position: relative;
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${vars.space[1]};
    width: calc(${vars.size.controlLg} * 2);
    height: calc(${vars.size.controlLg} * 2);
    border: ${vars.size.border} solid ${vars.color.border};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
    box-shadow: ${vars.shadow.comic};
    font-family: ${vars.font.display};
    font-size: ${vars.fontSize.xl};
    letter-spacing: ${vars.letterSpacing.display};
    cursor: pointer;
    transition:
      transform ${vars.motion.fast} ${vars.motion.easing},
      background-color ${vars.motion.fast};
  }
  [data-slot='soon'] {
    position: relative;
    padding: ${vars.space[2]} ${vars.space[4]};
    border: ${vars.size.border} solid ${vars.color.border};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.surface};
    color: ${vars.color.ink};
    box-shadow: ${vars.shadow.comic};
    font-family: ${vars.font.display};
    font-size: ${vars.fontSize.lg};
    letter-spacing: ${vars.letterSpacing.display};
  }
  [data-slot='play']:hover {
    background: ${vars.color.primaryHover};
    transform: scale(1.05);
  }
  [data-slot='play']:active {
    transform: translate(2px, 2px);
    box-shadow: ${vars.shadow.pressed};
  }

  [data-slot='body'] {
    display: grid;
    gap: ${vars.space[3]};
    align-content: center;
  }
  [data-slot='eyebrow'] {
    margin: 0;
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.black};
    letter-spacing: ${vars.letterSpacing.display};
    text-transform: uppercase;
  }
  [data-slot='title'] {
    font-size: ${vars.fontSize['3xl']};
  }
  [data-slot='text'] {
    margin: 0;
  }
`;

/** A video's still with a big PLAY button (or, before it is out, when it premieres) and a few words beside it. */
export function VideoTeaser({
  title,
  eyebrow,
  text,
  poster,
  posterAlt = '',
  onPlay,
  playLabel,
  soonLabel,
  headingLevel: Heading = 'h2',
  className,
}: VideoTeaserProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId} className={className}>
      <div data-slot="screen">
        {poster && (
          <img
            data-slot="poster"
            src={poster}
            alt={posterAlt}
            loading="lazy"
            decoding="async"
            width={640}
            height={360}
          />
        )}
        {onPlay ? (
          <button type="button" data-slot="play" aria-describedby={titleId} onClick={onPlay}>
            <Icon name="play" size="lg" />
            {playLabel ?? t('shell.video.play')}
          </button>
        ) : (
          <p data-slot="soon">{soonLabel ?? t('shell.video.soon')}</p>
        )}
      </div>
      <div data-slot="body">
        {eyebrow && <p data-slot="eyebrow">{eyebrow}</p>}
        <Heading id={titleId} data-slot="title">
          {title}
        </Heading>
        {text && <p data-slot="text">{text}</p>}
      </div>
    </Root>
  );
}
