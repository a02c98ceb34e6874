import { HIRING_STEPS } from '@ic/domain';
import {
  Card,
  Grid,
  HiringProcess,
  Reveal,
  Section,
  SkeletonText,
  Stack,
  TextLink,
  useT,
} from '@ic/ui';
import { careersEmail, portfolioMailto } from './careersEmail';

// The page's static sections. Like the job list they show skeletons until `revealed` (spec
// section 4: careers sections show skeletons for 2.4 s after mounting); the job list's
// skeleton is the one that announces the wait.

/** Portfolios by mail: without a configured address the section does not show. */
export function AlwaysHiring({ revealed }: { revealed: boolean }) {
  const t = useT();
  const email = careersEmail();
  if (!email) return null;
  return (
    <Section title={t('careers.always.title')} tone="accent">
      <Reveal revealed={revealed} placeholder={<SkeletonText lines={3} label={null} />}>
        <Stack gap="md" align="start">
          <p>{t('careers.always.description')}</p>
          <TextLink variant="button" tone="primary" href={portfolioMailto(email)}>
            {t('careers.always.action')}
          </TextLink>
        </Stack>
      </Reveal>
    </Section>
  );
}

/** Each of the spec's steps (Apply, Review, Interview, Onboarding) by its catalogue name. */
const STEP_KEYS: Record<(typeof HIRING_STEPS)[number], string> = {
  Apply: 'apply',
  Review: 'review',
  Interview: 'interview',
  Onboarding: 'onboarding',
};

export function HowWeHire({ revealed }: { revealed: boolean }) {
  const t = useT();
  const steps = HIRING_STEPS.map((step) => ({
    title: t(`careers.hiring.${STEP_KEYS[step]}.title`),
    description: t(`careers.hiring.${STEP_KEYS[step]}.text`),
  }));
  return (
    <Section
      title={t('careers.hiring.title')}
      description={t('careers.hiring.description')}
      tone="alt"
    >
      <Reveal revealed={revealed} placeholder={<SkeletonText lines={4} label={null} />}>
        <HiringProcess steps={steps} aria-label={t('careers.hiring.label')} />
      </Reveal>
    </Section>
  );
}

/** The four values, by their catalogue names. */
const VALUES = ['home', 'readers', 'craft', 'learn'] as const;

export function OurValues({ revealed }: { revealed: boolean }) {
  const t = useT();
  return (
    <Section title={t('careers.values.title')}>
      <Grid as="ul" min="md" gap="md">
        {VALUES.map((value) => (
          <Card as="li" key={value} padding="md">
            <Reveal revealed={revealed} placeholder={<SkeletonText lines={4} label={null} />}>
              <Stack gap="sm">
                <h3>{t(`careers.values.${value}.title`)}</h3>
                <p>{t(`careers.values.${value}.text`)}</p>
              </Stack>
            </Reveal>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
