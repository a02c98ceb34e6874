import { Card, Grid, HiringProcess, Reveal, Section, SkeletonText, Stack, TextLink } from '@ic/ui';
import { ALWAYS_HIRING, HIRING, VALUES } from './careersCopy';
import { careersEmail, portfolioMailto } from './careersEmail';

// The page's static sections. Like the job list they show skeletons until `revealed` (spec
// section 4: careers sections show skeletons for 2.4 s after mounting); the job list's
// skeleton is the one that announces the wait.

/** Portfolios by mail: without a configured address the section does not show. */
export function AlwaysHiring({ revealed }: { revealed: boolean }) {
  const email = careersEmail();
  if (!email) return null;
  return (
    <Section title={ALWAYS_HIRING.title} tone="accent">
      <Reveal revealed={revealed} placeholder={<SkeletonText lines={3} label={null} />}>
        <Stack gap="md" align="start">
          <p>{ALWAYS_HIRING.description}</p>
          <TextLink variant="button" tone="primary" href={portfolioMailto(email)}>
            {ALWAYS_HIRING.action}
          </TextLink>
        </Stack>
      </Reveal>
    </Section>
  );
}

export function HowWeHire({ revealed }: { revealed: boolean }) {
  return (
    <Section title={HIRING.title} description={HIRING.description} tone="alt">
      <Reveal revealed={revealed} placeholder={<SkeletonText lines={4} label={null} />}>
        <HiringProcess steps={HIRING.steps} />
      </Reveal>
    </Section>
  );
}

export function OurValues({ revealed }: { revealed: boolean }) {
  return (
    <Section title={VALUES.title}>
      <Grid as="ul" min="md" gap="md">
        {VALUES.items.map((value) => (
          <Card as="li" key={value.title} padding="md">
            <Reveal revealed={revealed} placeholder={<SkeletonText lines={4} label={null} />}>
              <Stack gap="sm">
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </Stack>
            </Reveal>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
