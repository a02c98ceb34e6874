import { formatIndianNumber, formatLongDate, formatRupees, type TodaysTakings } from '@ic/domain';
import { FeatureCard, Grid, Note, Section } from '@ic/ui';
import { useTodaysTakings } from '../../../api/studio/me';
import { studioPaths } from '../../../paths';
import { studioLinks } from '../../../studio/navigation';
import { holdsAny, useStudioContext } from '../../../studio/roles';
import { useStudioMeta } from '../../../studio/useStudioMeta';

export const STUDIO_HOME_TEXT = {
  intro: 'Everything your roles let you do, one click away.',
  takings: 'Today’s takings',
  sales: 'Sales',
  donations: 'Donations',
  takingsFailed: 'Today’s takings could not load. Reload the page to try again.',
  screens: 'Your screens',
} as const;

const payments = (count: number) =>
  `${formatIndianNumber(count)} ${count === 1 ? 'payment' : 'payments'}`;

function Takings({ takings }: { takings: TodaysTakings }) {
  const day = formatLongDate(takings.day);
  return (
    <>
      <FeatureCard
        icon="rupee"
        eyebrow={day}
        title={STUDIO_HOME_TEXT.sales}
        description={`${formatRupees(takings.sales.amount)} from ${payments(takings.sales.count)}`}
        headingLevel="h3"
      />
      <FeatureCard
        icon="heart"
        eyebrow={day}
        title={STUDIO_HOME_TEXT.donations}
        description={`${formatRupees(takings.donations.amount)} from ${payments(takings.donations.count)}`}
        headingLevel="h3"
      />
    </>
  );
}

/** Support and admin see the day's money; the links follow the roles held. */
function TakingsSection() {
  const { takings, error } = useTodaysTakings(true);
  return (
    <Section title={STUDIO_HOME_TEXT.takings} spacing="sm">
      {error ? <Note icon="alert">{STUDIO_HOME_TEXT.takingsFailed}</Note> : null}
      {takings && (
        <Grid>
          <Takings takings={takings} />
        </Grid>
      )}
    </Section>
  );
}

/** /studio: the staff member's starting point. */
export function StudioHomePage() {
  const { roles } = useStudioContext();
  useStudioMeta(studioPaths.studio.title);
  return (
    <>
      <Section
        title={studioPaths.studio.title}
        headingLevel="h1"
        description={STUDIO_HOME_TEXT.intro}
      />
      {holdsAny(roles, ['support', 'admin']) && <TakingsSection />}
      <Section title={STUDIO_HOME_TEXT.screens} spacing="sm">
        <Grid>
          {studioLinks(roles).map((link) => (
            <FeatureCard
              key={link.href}
              title={link.title}
              description={link.purpose}
              href={link.href}
              headingLevel="h3"
            />
          ))}
        </Grid>
      </Section>
    </>
  );
}
