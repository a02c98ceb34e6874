import { describe, it, expect } from 'vitest';
import { toJobView } from './jobs.ts';
import type { Job } from '../entities.ts';

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
