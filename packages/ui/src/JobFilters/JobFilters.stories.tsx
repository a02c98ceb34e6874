import { DEFAULT_JOB_FILTER, filterJobs, type JobFilter } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { JobFilters } from './JobFilters';

const meta = {
  title: 'Careers/JobFilters',
  component: JobFilters,
  argTypes: { count: { control: { type: 'number', min: 0 } } },
  args: { value: DEFAULT_JOB_FILTER, onChange: fn(), count: 10 },
} satisfies Meta<typeof JobFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

const JOBS = [
  { title: 'Background Painter', department: '2D Animators', jobType: 'Full-time' },
  { title: 'Animation Intern', department: '2D Animators', jobType: 'Internship' },
  { title: 'Game UI Intern', department: 'UI/UX', jobType: 'Internship' },
  { title: 'Comic Letterer', department: 'Graphic Designer', jobType: 'Freelancer' },
];

/** The filters driving a list, as the careers page uses them. */
function FilteredTitles() {
  const [filter, setFilter] = useState<JobFilter>(DEFAULT_JOB_FILTER);
  const shown = filterJobs(JOBS, filter);
  return (
    <>
      <JobFilters value={filter} onChange={setFilter} count={shown.length} />
      <ul aria-label="Jobs shown">
        {shown.map((job) => (
          <li key={job.title}>{job.title}</li>
        ))}
      </ul>
    </>
  );
}

/** Two labelled selects with the spec's lists, 'All Departments' and 'All Job Types' first. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const department = canvas.getByRole('combobox', { name: 'Department' }) as HTMLSelectElement;
    const jobType = canvas.getByRole('combobox', { name: 'Job type' }) as HTMLSelectElement;
    await expect(department).toHaveValue('All Departments');
    await expect(department.options).toHaveLength(10);
    await expect(Array.from(jobType.options, (option) => option.text)).toEqual([
      'All Job Types',
      'Internship',
      'Full-time',
      'Freelancer',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('10 jobs');
  },
};

/** A choice reports the whole filter, keeping the other select's value. */
export const ReportsChoices: Story = {
  args: { value: { department: 'All Departments', jobType: 'Internship' } },
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Department' }), 'UI/UX');
    await expect(args.onChange).toHaveBeenCalledWith({
      department: 'UI/UX',
      jobType: 'Internship',
    });
  },
};

/** Each filter narrows the list; together they can leave nothing. */
export const NarrowsAList: Story = {
  render: () => <FilteredTitles />,
  play: async ({ canvas }) => {
    const shown = () => canvas.getAllByRole('listitem').map((item) => item.textContent);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Department' }),
      '2D Animators',
    );
    await expect(shown()).toEqual(['Background Painter', 'Animation Intern']);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Job type' }), 'Internship');
    await expect(shown()).toEqual(['Animation Intern']);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 job');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Job type' }), 'Freelancer');
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
    await expect(canvas.getByRole('status')).toHaveTextContent('0 jobs');
  },
};

/** While the jobs load the count is left out rather than guessed. */
export const CountUnknown: Story = {
  args: { count: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** On a phone the selects stack. */
export const OnAPhone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvas }) => {
    const department = canvas.getByRole('combobox', { name: 'Department' }).getBoundingClientRect();
    const jobType = canvas.getByRole('combobox', { name: 'Job type' }).getBoundingClientRect();
    await expect(jobType.top).toBeGreaterThan(department.bottom);
  },
};
