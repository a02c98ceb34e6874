import { motifArt } from '@ic/art';
import { DEFAULT_LANGUAGE, eventHasPassed, eventTargetDate, LANGUAGE_LOCALES } from '@ic/domain';
import { Container, Countdown, MinimumDuration, PromoBanner, useLanguage, useT } from '@ic/ui';
import { BannerPlaceholder } from './placeholders';

const ART = motifArt('stage', 2);
const TARGET = eventTargetDate();

/** The event's day as the language writes it: '12 October 2025', '12 अक्तूबर 2025'. */
function eventDay(locale: string): string {
  return TARGET.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric' });
}

/**
 * The event banner, counting down every second to 12 Oct 2025, local midnight. Once it has begun
 * the banner says what happened instead of a countdown at zeros (issue 13).
 */
export function EventSection() {
  const t = useT();
  const language = useLanguage();
  // English keeps its Indian order ('12 October 2025'), as the banner always wrote it.
  const day = eventDay(language === DEFAULT_LANGUAGE ? 'en-IN' : LANGUAGE_LOCALES[language]);
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
