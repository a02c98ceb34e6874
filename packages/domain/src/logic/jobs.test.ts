import { describe, it, expect } from 'vitest';
import { DEFAULT_JOB_FILTER, filterJobs, toJobView } from './jobs.ts';
import type { Job } from '../contracts/content.ts';

const job: Job = {
  _id: 'job-1',
  createdAt: '2025-07-01T10:00:00Z',
  jobtitle: 'Storyboard Artist',
  description: 'Draw the boards for our next series.',
  department: '2D Animators',
  jobtypes: 'Full-time',
  position: 3,
  tasks: ['Sketch scenes'],
  skills: ['Drawing'],
};

describe('toJobView', () => {
  it('renames the served fields to the client names', () => {
    expect(toJobView(job)).toEqual({
      id: 'job-1',
      postDate: '2025-07-01T10:00:00Z',
      title: 'Storyboard Artist',
      description: 'Draw the boards for our next series.',
      department: '2D Animators',
      jobType: 'Full-time',
      positions: 3,
      tasks: ['Sketch scenes'],
      skills: ['Drawing'],
    });
  });

  it('defaults the number of positions to 1', () => {
    expect(toJobView({ ...job, position: 0 }).positions).toBe(1);
  });
});

describe('filterJobs', () => {
  const jobs = [
    { id: 'a', department: '2D Animators', jobType: 'Full-time' },
    { id: 'b', department: '2D Animators', jobType: 'Internship' },
    { id: 'c', department: 'Legal', jobType: 'Internship' },
    { id: 'd', department: 'Marketing', jobType: 'Freelancer' },
  ];
  const ids = (list: { id: string }[]) => list.map((job) => job.id);

  it("keeps every job under 'All Departments' and 'All Job Types'", () => {
    expect(DEFAULT_JOB_FILTER).toEqual({ department: 'All Departments', jobType: 'All Job Types' });
    expect(ids(filterJobs(jobs, DEFAULT_JOB_FILTER))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('narrows to one department', () => {
    const filter = { ...DEFAULT_JOB_FILTER, department: '2D Animators' };
    expect(ids(filterJobs(jobs, filter))).toEqual(['a', 'b']);
  });

  it('narrows to one job type', () => {
    const filter = { ...DEFAULT_JOB_FILTER, jobType: 'Internship' };
    expect(ids(filterJobs(jobs, filter))).toEqual(['b', 'c']);
  });

  it('needs both to match when both are chosen, and can match nothing', () => {
    expect(ids(filterJobs(jobs, { department: 'Legal', jobType: 'Internship' }))).toEqual(['c']);
    expect(filterJobs(jobs, { department: 'Marketing', jobType: 'Internship' })).toEqual([]);
  });

  it('ignores case and stray spaces in the served values', () => {
    const typed = [{ id: 'e', department: ' ui/ux ', jobType: 'FULL-TIME' }];
    expect(ids(filterJobs(typed, { department: 'UI/UX', jobType: 'Full-time' }))).toEqual(['e']);
  });
});
