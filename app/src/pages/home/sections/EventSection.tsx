import { motifArt } from '@ic/art';
import {
  DEFAULT_LANGUAGE,
  eventHasPassed,
  eventTargetDate,
  formatLongDate,
  LANGUAGE_LOCALES,
  toIsoDate,
} from '@ic/domain';
import { Container, Countdown, MinimumDuration, PromoBanner, useLanguage, useT } from '@ic/ui';
import { BannerPlaceholder } from './placeholders';

const ART = motifArt('stage', 2);
const TARGET = eventTargetDate();

/**
 * The event's day (its local calendar day) as the language writes it: '12 October 2025',
 * '12 अक्तूबर 2025'. English is written without Intl, whose data would load with the page.
 */
function eventDay(locale: string): string {
  return formatLongDate(toIsoDate(TARGET), locale);
}

/**
 * The event banner, counting down every second to 12 Oct 2025, local midnight. Once it has begun
 * the banner says what happened instead of a countdown at zeros (issue 13).
 */
export function EventSection() {
  const t = useT();
  const language = useLanguage();
  // English keeps its day-month order ('12 October 2025'), as the banner always wrote it.
  const day = eventDay(language === DEFAULT_LANGUAGE ? 'en-GB' : LANGUAGE_LOCALES[language]);
  const passed = eventHasPassed(TARGET, new Date());
  return (
    <Container>
      <MinimumDuration placeholder={<BannerPlaceholder />}>
        <PromoBanner
          tone="accent"
          imageSide="start"
          eyebrow={day}
          title={t('home.event.title')}
          text={passed ? t('home.event.past', { day }) : t('home.event.coming')}
          image={ART}
        >
          {!passed && <Countdown target={TARGET} tone="dark" />}
        </PromoBanner>
      </MinimumDuration>
    </Container>
  );
}
