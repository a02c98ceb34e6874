import type { JobView } from '@ic/domain';
import { describe, expect, it } from 'vitest';
import { resolveApplyTarget } from './applyLocation';

const job: JobView = {
  id: 'j1',
  postDate: '2025-09-20',
  title: '2D Animator',
  description: 'Animate.',
  department: '2D Animators',
  jobType: 'Full-time',
  positions: 3,
  tasks: ['Animate scenes'],
  skills: ['Drawing'],
};

describe('resolveApplyTarget', () => {
  it('uses the job passed as navigation state (no fetch needed)', () => {
    expect(resolveApplyTarget({ job }, 'j1')).toEqual({ id: 'j1', job });
    expect(resolveApplyTarget({ job }, null)).toEqual({ id: 'j1', job });
  });

  it('takes an id from the state or, on a reload or shared link, from ?id=', () => {
    expect(resolveApplyTarget({ id: 'j2' }, null)).toEqual({ id: 'j2', job: undefined });
    expect(resolveApplyTarget(null, 'j3')).toEqual({ id: 'j3', job: undefined });
  });

  it('lets the address win over a state that names another job', () => {
    expect(resolveApplyTarget({ job }, 'j9')).toEqual({ id: 'j9', job: undefined });
  });

  it('ignores a state that is not a whole job', () => {
    expect(resolveApplyTarget({ job: { id: 'j1', title: 'x' } }, 'j1').job).toBeUndefined();
    expect(resolveApplyTarget('j1', null)).toEqual({ id: undefined, job: undefined });
  });

  it('has nothing to apply for without an id', () => {
    expect(resolveApplyTarget(undefined, '  ')).toEqual({ id: undefined, job: undefined });
  });
});
