import type { JobView } from '@ic/domain';
import {
  Icon,
  JobApplicationForm,
  JobDetails,
  JobDetailsSkeleton,
  PageHero,
  Section,
  TextLink,
  useCatalogue,
  useT,
} from '@ic/ui';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useJob } from '../../api/careers';
import { paths } from '../../paths';
import { usePageMeta } from '../usePageMeta';
import { resolveApplyTarget } from '../../sections/careers/applyLocation';
import { useSendApplication } from './sendApplication';

function BackToJobs({ more = false }: { more?: boolean }) {
  const t = useT();
  return (
    <TextLink href={paths.careers.href()}>
      <Icon name="arrow-left" size="sm" />
      {t(more ? 'careers.apply.moreJobs' : 'careers.apply.backToJobs')}
    </TextLink>
  );
}

/** No job named, or one that is not open: say so and lead back to the list. */
function NoJob({ missing }: { missing: boolean }) {
  const t = useT();
  const which = missing ? 'missing' : 'unknown';
  return (
    <Section
      title={t(`careers.apply.${which}.title`)}
      description={t(`careers.apply.${which}.description`)}
      action={<BackToJobs />}
    />
  );
}

function Application({ job }: { job: JobView }) {
  const t = useT();
  const send = useSendApplication();
  return (
    <>
      <Section title={t('careers.apply.role')} action={<BackToJobs />}>
        <JobDetails job={job} headingLevel="h3" />
      </Section>
      <Section title={t('careers.apply.yours')} tone="alt">
        <JobApplicationForm
          key={job.id}
          jobId={job.id}
          onSubmit={send}
          headingLevel="h3"
          title={t('careers.apply.formTitle', { job: job.title })}
          successAction={<BackToJobs more />}
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
  useCatalogue('careers');
  const t = useT();
  const { state } = useLocation();
  const [params] = useSearchParams();
  const target = resolveApplyTarget(state, params.get('id'));
  const fetched = useJob(target.job ? undefined : target.id);
  const job = target.job ?? fetched.job;
  const title = t('careers.apply.title');
  usePageMeta(
    job ? t('careers.apply.titleFor', { job: job.title }) : title,
    t('careers.apply.meta'),
  );

  const body = () => {
    if (job) return <Application job={job} />;
    if (target.id && !fetched.error) {
      return (
        <Section title={t('careers.apply.role')}>
          <JobDetailsSkeleton />
        </Section>
      );
    }
    return <NoJob missing={!target.id} />;
  };

  return (
    <>
      <PageHero
        eyebrow={t('careers.apply.eyebrow')}
        title={title}
        description={t('careers.apply.description')}
      />
      {body()}
    </>
  );
}
