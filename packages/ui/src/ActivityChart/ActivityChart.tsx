import { formatDate, formatMinutes, formatShortDate, LANGUAGE_LOCALES } from '@ic/domain';
import { useId, type CSSProperties } from 'react';
import styled from 'styled-components';
import { useLanguage, useT } from '../i18n';
import { vars } from '../theme';

export type ActivityDay = { day: string; minutes: number };

export type ActivityChartProps = {
  /** Oldest first, days without reading included as 0 ('YYYY-MM-DD', India calendar). */
  days: readonly ActivityDay[];
  /** The daily limit in force, drawn as a line; null or absent: none. */
  limitMinutes?: number | null;
  title?: string;
  headingLevel?: 'h3' | 'h4';
  className?: string;
};

/** Every this many days (counted back from today) the axis names the day. */
const TICK_EVERY = 7;

const Root = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;

  & [data-slot='activity-title'] {
    font-size: ${vars.fontSize.xl};
  }
  & [data-slot='activity-summary'] {
    margin: 0;
    color: ${vars.color.muted};
    font-weight: ${vars.fontWeight.bold};
  }
  & [data-slot='activity-plot'] {
    position: relative;
    margin-bottom: ${vars.space[6]};
  }
  & [data-slot='activity-bars'] {
    display: flex;
    align-items: stretch;
    gap: 2px;
    height: 10rem;
    border-bottom: ${vars.size.borderThin} solid ${vars.color.border};
  }
  /* Each row of the table is a column of the chart; its share of the tallest day is its height. */
  & [data-slot='activity-day'] {
    position: relative;
    display: flex;
    flex: 1 1 0;
    flex-direction: column;
    justify-content: flex-end;
    min-width: 0;
  }
  & [data-slot='activity-day']::before {
    content: '';
    display: block;
    height: calc(var(--activity-share) * 100%);
    border-radius: ${vars.radius.sm} ${vars.radius.sm} 0 0;
    background: ${vars.color.accent};
  }
  & [data-slot='activity-day'][data-today]::before {
    background: ${vars.color.primary};
  }
  /* A day's name starts under its bar, so the first stays inside the chart; today's ends at the edge. */
  & [data-slot='activity-tick'] {
    position: absolute;
    top: calc(100% + ${vars.space[1]});
    left: 0;
    color: ${vars.color.muted};
    font-size: ${vars.fontSize.xs};
    font-weight: ${vars.fontWeight.bold};
    white-space: nowrap;
  }
  & [data-today] [data-slot='activity-tick'] {
    right: 0;
    left: auto;
  }
  & [data-slot='activity-limit'] {
    position: absolute;
    right: 0;
    bottom: calc(var(--activity-share) * 10rem);
    left: 0;
    border-top: ${vars.size.borderThin} dashed ${vars.color.primary};
    pointer-events: none;
  }
  & [data-slot='activity-limit-label'] {
    position: absolute;
    right: 0;
    bottom: ${vars.space[1]};
    padding: 0 ${vars.space[1]};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.surface};
    color: ${vars.color.primary};
    font-size: ${vars.fontSize.xs};
    font-weight: ${vars.fontWeight.bold};
  }
`;

type ShareStyle = CSSProperties & Record<'--activity-share', string>;
const share = (value: number, max: number): ShareStyle => ({
  '--activity-share': String(max > 0 ? value / max : 0),
});

/** One line under the title: the total, and the busiest day. */
export function activitySummary(days: readonly ActivityDay[]): string {
  const total = days.reduce((sum, day) => sum + day.minutes, 0);
  if (total === 0) return `No reading in the last ${days.length} days.`;
  const busiest = busiestDay(days);
  return `${formatMinutes(total)} in ${days.length} days; the most on ${formatDate(busiest.day)} (${formatMinutes(busiest.minutes)}).`;
}

const busiestDay = (days: readonly ActivityDay[]) =>
  days.reduce((best, day) => (day.minutes > best.minutes ? day : best));

/**
 * Minutes read per day, drawn as bars, and read by assistive technology as the table it is
 * (one row per day: the date and its minutes). Today's bar is red; the daily limit is a line.
 */
export function ActivityChart({
  days,
  limitMinutes = null,
  title,
  headingLevel: Heading = 'h3',
  className,
}: ActivityChartProps) {
  const t = useT();
  const language = useLanguage();
  const locale = LANGUAGE_LOCALES[language];
  // English keeps its words and the spec's date order; another language its own.
  const english = language === 'en';
  const date = (day: string) => (english ? formatDate(day) : formatDate(day, undefined, locale));
  const shortDate = (day: string) =>
    english ? formatShortDate(day) : formatShortDate(day, undefined, locale);
  const minutes = (n: number) => formatMinutes(n, locale);
  const total = days.reduce((sum, day) => sum + day.minutes, 0);
  const summary = english
    ? activitySummary(days)
    : total === 0
      ? t('account.activity.none', { days: days.length })
      : t('account.activity.summary', {
          total: minutes(total),
          days: days.length,
          day: date(busiestDay(days).day),
          most: minutes(busiestDay(days).minutes),
        });
  const titleId = useId();
  const summaryId = useId();
  const max = Math.max(1, limitMinutes ?? 0, ...days.map((day) => day.minutes));
  const last = days.length - 1;
  return (
    <Root aria-labelledby={titleId} className={className} data-slot="activity-chart">
      <Heading id={titleId} data-slot="activity-title">
        {title ?? t('account.activity.title')}
      </Heading>
      <p id={summaryId} data-slot="activity-summary">
        {summary}
      </p>
      <div data-slot="activity-plot">
        <div role="table" aria-labelledby={titleId} aria-describedby={summaryId}>
          <div role="rowgroup" className="ic-visually-hidden">
            <div role="row">
              <span role="columnheader">{t('account.activity.day')}</span>
              <span role="columnheader">{t('account.activity.minutes')}</span>
            </div>
          </div>
          <div role="rowgroup" data-slot="activity-bars">
            {days.map((day, index) => (
              <div
                key={day.day}
                role="row"
                data-slot="activity-day"
                data-today={index === last ? '' : undefined}
                style={share(day.minutes, max)}
                title={`${date(day.day)}: ${minutes(day.minutes)}`}
              >
                <span role="rowheader" className="ic-visually-hidden">
                  {date(day.day)}
                  {index === last ? ` ${t('account.activity.todayNote')}` : ''}
                </span>
                <span role="cell" className="ic-visually-hidden">
                  {day.minutes}
                </span>
                {(last - index) % TICK_EVERY === 0 && (
                  <span aria-hidden="true" data-slot="activity-tick">
                    {index === last ? t('account.activity.today') : shortDate(day.day)}
                  </span>
                )}
              </div>
            ))}
          </div>
        </div>
        {limitMinutes !== null && (
          <div aria-hidden="true" data-slot="activity-limit" style={share(limitMinutes, max)}>
            <span data-slot="activity-limit-label">
              {t('account.activity.limit', { minutes: limitMinutes })}
            </span>
          </div>
        )}
      </div>
    </Root>
  );
}
