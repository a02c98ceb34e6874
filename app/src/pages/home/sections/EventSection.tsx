import { motifArt } from '@ic/art';
import { eventHasPassed, eventTargetDate } from '@ic/domain';
import { Container, Countdown, MinimumDuration, PromoBanner } from '@ic/ui';
import { BannerPlaceholder } from './placeholders';

const ART = motifArt('stage', 2);
const TARGET = eventTargetDate();
const DAY = TARGET.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

const COMING =
  'A day of creator signings, cosplay parades and first looks at the chapters coming next.';
const PAST = `This event took place on ${DAY}: creator signings, cosplay parades and first looks at the chapters that came next. Thank you to everyone who came.`;

/**
 * The event banner, counting down every second to 12 Oct 2025, local midnight. Once it has begun
 * the banner says what happened instead of a countdown at zeros (issue 13).
 */
export function EventSection() {
  const passed = eventHasPassed(TARGET, new Date());
  return (
    <Container>
      <MinimumDuration placeholder={<BannerPlaceholder />}>
        <PromoBanner
          tone="accent"
          imageSide="start"
          eyebrow={DAY}
          title="IC Fan Fest"
          text={passed ? PAST : COMING}
          image={ART}
        >
          {!passed && <Countdown target={TARGET} tone="dark" />}
        </PromoBanner>
      </MinimumDuration>
    </Container>
  );
}
