import { motifArt } from '@ic/art';
import { eventTargetDate } from '@ic/domain';
import { Container, Countdown, MinimumDuration, PromoBanner } from '@ic/ui';
import { BannerPlaceholder } from './placeholders';

const ART = motifArt('stage', 2);
const TARGET = eventTargetDate();
const DAY = TARGET.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/** The event banner, counting down every second to 12 Oct 2025, local midnight; zeros once passed. */
export function EventSection() {
  return (
    <Container>
      <MinimumDuration placeholder={<BannerPlaceholder />}>
        <PromoBanner
          tone="accent"
          imageSide="start"
          eyebrow={DAY}
          title="IC Fan Fest"
          text="A day of creator signings, cosplay parades and first looks at the chapters coming next."
          image={ART}
        >
          <Countdown target={TARGET} tone="dark" />
        </PromoBanner>
      </MinimumDuration>
    </Container>
  );
}
