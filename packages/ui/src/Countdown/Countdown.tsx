import {
  countdownParts,
  DEFAULT_LANGUAGE,
  eventTargetDate,
  formatDate,
  LANGUAGE_LOCALES,
  TIMINGS,
  type CountdownParts,
} from '@ic/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { media, vars } from '../theme';
import { variantClasses } from '../utils/variants';
import { useLanguage, useT } from '../i18n';

export const COUNTDOWN_TONES = ['light', 'dark'] as const;

/** The units, each with its label's catalogue id (shell). */
export const COUNTDOWN_UNITS: readonly { key: keyof CountdownParts; label: string }[] = [
  { key: 'days', label: 'shell.countdown.days' },
  { key: 'hours', label: 'shell.countdown.hours' },
  { key: 'minutes', label: 'shell.countdown.minutes' },
  { key: 'seconds', label: 'shell.countdown.seconds' },
];

export const countdownVariants = cva('', {
  variants: { tone: variantClasses('tone', COUNTDOWN_TONES) },
  defaultVariants: { tone: 'light' },
});

export type CountdownClock = () => Date;

export type CountdownProps = VariantProps<typeof countdownVariants> & {
  /** The moment counted down to; the spec's event (12 Oct 2025, local midnight) by default. */
  target?: Date;
  /** Where the current time comes from: stories and tests pass a fixed or stepped clock. */
  now?: CountdownClock;
  /** How often the parts are recomputed. */
  tickMs?: number;
  /** Politely announced once, when the target is reached. */
  endedMessage?: string;
  className?: string;
};

// Module-level so the ticking effect is not restarted by a new default function every render.
const systemClock: CountdownClock = () => new Date();

/** The target in the reader's own calendar, as 'Mon D, YYYY'. */
function targetLabel(target: Date, locale?: string): string {
  return formatDate(target.toISOString(), Intl.DateTimeFormat().resolvedOptions().timeZone, locale);
}

const pad = (value: number) => String(value).padStart(2, '0');

const Root = styled.div`
  [data-slot='units'] {
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${vars.space[2]};
    max-width: ${vars.size.prose};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  [data-slot='unit'] {
    display: flex;
    flex-direction: column;
    align-items: center;
    padding: ${vars.space[2]} ${vars.space[1]};
    border: ${vars.size.border} solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    box-shadow: ${vars.shadow.comic};
  }

  [data-slot='value'] {
    font-family: ${vars.font.display};
    font-size: ${vars.fontSize['2xl']};
    letter-spacing: ${vars.letterSpacing.display};
    line-height: 1;
    font-variant-numeric: tabular-nums;
  }

  [data-slot='label'] {
    font-size: ${vars.fontSize.xs};
    font-weight: ${vars.fontWeight.black};
    text-transform: uppercase;
  }

  ${media.sm} {
    [data-slot='units'] {
      gap: ${vars.space[4]};
    }
    [data-slot='unit'] {
      padding: ${vars.space[3]} ${vars.space[4]};
    }
    [data-slot='value'] {
      font-size: ${vars.fontSize['4xl']};
    }
    [data-slot='label'] {
      font-size: ${vars.fontSize.sm};
    }
  }

  &.tone-light [data-slot='unit'] {
    background: ${vars.color.surface};
    color: ${vars.color.ink};
  }
  &.tone-dark [data-slot='unit'] {
    background: ${vars.color.surfaceInverse};
    color: ${vars.color.textInverse};
    border-color: ${vars.color.textInverse};
  }
`;

/** Reads the clock every `tickMs` until the target passes; then it stops ticking. */
function useClock(now: CountdownClock, targetMs: number, tickMs: number): number {
  const [nowMs, setNowMs] = useState(() => now().getTime());
  useEffect(() => {
    if (now().getTime() >= targetMs) return undefined;
    const id = setInterval(() => {
      const time = now().getTime();
      setNowMs(time);
      if (time >= targetMs) clearInterval(id);
    }, tickMs);
    return () => clearInterval(id);
  }, [now, targetMs, tickMs]);
  return nowMs;
}

/**
 * Days, hours, minutes and seconds to `target`, recomputed every second, zeros once passed.
 * Screen readers get the target date as the group's name and are not told every second:
 * the only announcement is the end.
 */
export function Countdown({
  target = eventTargetDate(),
  now = systemClock,
  tickMs = TIMINGS.countdownTickMs,
  endedMessage,
  tone,
  className,
}: CountdownProps) {
  const t = useT();
  const language = useLanguage();
  // English keeps the spec's 'Oct 12, 2025' (formatDate's own locale); Hindi writes its own.
  const locale = language === DEFAULT_LANGUAGE ? undefined : LANGUAGE_LOCALES[language];
  const targetMs = target.getTime();
  const nowMs = useClock(now, targetMs, tickMs);
  const parts = countdownParts(target, new Date(nowMs));
  const ended = nowMs >= targetMs;
  return (
    <Root
      role="group"
      aria-label={t('shell.countdown.label', { date: targetLabel(target, locale) })}
      data-state={ended ? 'ended' : 'running'}
      className={countdownVariants({ tone, className })}
    >
      <ul data-slot="units">
        {COUNTDOWN_UNITS.map(({ key, label }) => (
          <li key={key} data-slot="unit" data-unit={key}>
            <span data-slot="value">{pad(parts[key])}</span>
            <span data-slot="label">{t(label)}</span>
          </li>
        ))}
      </ul>
      <p className="ic-visually-hidden" aria-live="polite">
        {ended ? (endedMessage ?? t('shell.countdown.ended')) : ''}
      </p>
    </Root>
  );
}
