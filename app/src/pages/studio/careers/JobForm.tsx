import { EDITORIAL_MESSAGES, jobDraftSchema, linesOf, type JobDraft } from '@ic/domain';
import {
  Button,
  FormPanel,
  Note,
  Select,
  TextArea,
  TextField,
  useSchemaForm,
  useToast,
} from '@ic/ui';
import { useState } from 'react';
import { z } from 'zod';
import { serverMessageOr } from '../../../api/client';
import { saveJob } from '../../../api/studio/careers';

type JobFormValues = {
  jobtitle: string;
  description: string;
  department: string;
  jobtypes: string;
  position: string;
  tasks: string;
  skills: string;
};

const EMPTY: JobFormValues = {
  jobtitle: '',
  description: '',
  department: '',
  jobtypes: 'Full-time',
  position: '1',
  tasks: '',
  skills: '',
};

// The form holds tasks and skills one a line; the API takes lists.
const jobFormSchema = z
  .object({ tasks: z.string(), skills: z.string() })
  .loose()
  .transform((values) => ({
    ...values,
    tasks: linesOf(values.tasks),
    skills: linesOf(values.skills),
  }))
  .pipe(jobDraftSchema);

const FAILED = 'The job could not be saved. Try again in a moment.';

/** Posts a job: it shows on /careers at once. */
export function JobForm({ onSaved }: { onSaved: () => Promise<unknown> }) {
  const toast = useToast();
  const [failure, setFailure] = useState<string>();
  const form = useSchemaForm<JobFormValues, JobDraft>({
    schema: jobFormSchema,
    defaultValues: EMPTY,
  });

  async function send(job: JobDraft) {
    setFailure(undefined);
    try {
      await saveJob(undefined, job);
      await onSaved();
      form.reset(EMPTY);
      toast.show({ title: EDITORIAL_MESSAGES.jobSaved, tone: 'success' });
    } catch (error) {
      setFailure(serverMessageOr(error, FAILED));
    }
  }

  return (
    <FormPanel title="Post a job" headingLevel="h2" onSubmit={form.onSubmit(send)} noValidate>
      {failure && <Note icon="alert">{failure}</Note>}
      <TextField label="Job title" required {...form.field('jobtitle')} />
      <TextField label="Department" required {...form.field('department')} />
      <Select
        label="Job type"
        options={['Internship', 'Full-time', 'Freelancer']}
        {...form.field('jobtypes')}
      />
      <TextField label="Positions" type="number" min={1} max={100} {...form.field('position')} />
      <TextArea label="Description" required {...form.field('description')} />
      <TextArea label="Tasks, one a line" {...form.field('tasks')} />
      <TextArea label="Skills, one a line" {...form.field('skills')} />
      <Button type="submit" loading={form.formState.isSubmitting}>
        Post the job
      </Button>
    </FormPanel>
  );
}
