import type { JobView } from '@ic/domain';
import {
  Icon,
  JobApplicationForm,
  JobDetails,
  JobDetailsSkeleton,
  PageHero,
  Section,
  TextLink,
} from '@ic/ui';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useJob } from '../../api/careers';
import { usePageMeta } from '../usePageMeta';
import { resolveApplyTarget } from '../../sections/careers/applyLocation';
import { useSendApplication } from './sendApplication';

const TITLE = 'Apply for a Job';
const DESCRIPTION =
  'Apply for a job at IC Universe: the role in full, then your name, contact details, portfolio and a few words about you.';

function BackToJobs({ label = 'See all open jobs' }: { label?: string }) {
  return (
    <TextLink href="/careers">
      <Icon name="arrow-left" size="sm" />
      {label}
    </TextLink>
  );
}

const NO_JOB = {
  missing: {
    title: 'Choose a job first',
    description: 'Pick one of our open jobs, and its application form opens here.',
  },
  unknown: {
    title: 'We could not find that job',
    description: 'It may have been filled already. Our other open jobs are waiting for you.',
  },
};

/** No job named, or one that is not open: say so and lead back to the list. */
function NoJob({ missing }: { missing: boolean }) {
  return <Section {...NO_JOB[missing ? 'missing' : 'unknown']} action={<BackToJobs />} />;
}

function Application({ job }: { job: JobView }) {
  const send = useSendApplication();
  return (
    <>
      <Section title="About the role" action={<BackToJobs />}>
        <JobDetails job={job} headingLevel="h3" />
      </Section>
      <Section title="Your application" tone="alt">
        <JobApplicationForm
          key={job.id}
          jobId={job.id}
          onSubmit={send}
          headingLevel="h3"
          title={`Apply for ${job.title}`}
          successAction={<BackToJobs label="See more open jobs" />}
        />
      </Section>
    </>
  );
}

/**
 * /careers/apply: the chosen job (from the navigation state, or fetched by ?id= after a reload
 * or from a shared link) and the application form that posts to the server.
 */
export function CareerApplyPage() {
  const { state } = useLocation();
  const [params] = useSearchParams();
  const target = resolveApplyTarget(state, params.get('id'));
  const fetched = useJob(target.job ? undefined : target.id);
  const job = target.job ?? fetched.job;
  usePageMeta(job ? `Apply: ${job.title}` : TITLE, DESCRIPTION);

  const body = () => {
    if (job) return <Application job={job} />;
    if (target.id && !fetched.error) {
      return (
        <Section title="About the role">
          <JobDetailsSkeleton />
        </Section>
      );
    }
    return <NoJob missing={!target.id} />;
  };

  return (
    <>
      <PageHero
        eyebrow="Careers"
        title={TITLE}
        description="A person from the team reads every application, and we answer every one of them."
      />
      {body()}
    </>
  );
}
