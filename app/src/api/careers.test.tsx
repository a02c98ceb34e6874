import { describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { captureErrorLog } from '../test/console';
import { envelope, json, offline, stubFetch } from '../test/fetchStub';
import { FreshSWR } from '../test/swr';
import { ApiError } from './client';
import { applyForJob, getJobs, useJob, useJobs } from './careers';

const log = captureErrorLog();
const job = {
  _id: 'j1',
  createdAt: '2025-06-01',
  jobtitle: 'Storyboard Artist',
  description: 'd',
  department: '2D Animators',
  jobtypes: 'Full-time',
  position: 0,
  tasks: ['Draw'],
  skills: ['Pencils'],
};

describe('careers', () => {
  it('renames served jobs to the client names, 1 position when none is given', async () => {
    const requests = stubFetch(() => envelope([job]));
    await expect(getJobs()).resolves.toEqual([
      {
        id: 'j1',
        postDate: '2025-06-01',
        title: 'Storyboard Artist',
        description: 'd',
        department: '2D Animators',
        jobType: 'Full-time',
        positions: 1,
        tasks: ['Draw'],
        skills: ['Pencils'],
      },
    ]);
    expect(requests[0]?.url.pathname).toBe('/career/getall');
  });

  it("on failure: logged, no jobs, so the page says 'No jobs available' (spec section 8)", async () => {
    stubFetch(offline);
    const { result } = await renderHook(() => useJobs(), { wrapper: FreshSWR });
    await vi.waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current).toMatchObject({ jobs: [], isLoading: false });
    expect(log.calls()[0]?.[0]).toBe('Failed to load the jobs:');
  });
});

describe('one job', () => {
  it('reads GET /career/get/{id} in the client names', async () => {
    const requests = stubFetch(() => envelope({ ...job, position: 3 }));
    const { result } = await renderHook(() => useJob('j1'), { wrapper: FreshSWR });
    await vi.waitFor(() =>
      expect(result.current.job).toMatchObject({
        id: 'j1',
        title: 'Storyboard Artist',
        positions: 3,
      }),
    );
    expect(requests[0]?.url.pathname).toBe('/career/get/j1');
  });

  it('fetches nothing without an id', async () => {
    const requests = stubFetch(() => envelope(job));
    const { result } = await renderHook(() => useJob(undefined), { wrapper: FreshSWR });
    expect(result.current.job).toBeUndefined();
    expect(requests).toHaveLength(0);
  });
});

describe('applying', () => {
  const application = {
    jobId: 'j1',
    name: 'Asha Verma',
    email: 'asha@example.in',
    phone: '9876543210',
    portfolioUrl: 'https://asha.example.in/reel',
    coverLetter: 'I draw every day.',
  };

  it('posts the application to /api/careers/apply and answers its id', async () => {
    const requests = stubFetch(() =>
      json({ success: true, data: { applicationId: 'a9' }, message: 'Thanks' }, 201),
    );
    await expect(applyForJob(application)).resolves.toBe('a9');
    expect(requests[0]).toMatchObject({ method: 'POST', body: application });
    expect(requests[0]?.url.pathname).toBe('/api/careers/apply');
  });

  it('sends a CV with the fields as multipart, leaving the boundary to the browser', async () => {
    const requests = stubFetch(() =>
      json({ success: true, data: { applicationId: 'a10' }, message: 'Thanks' }, 201),
    );
    const cv = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    await expect(applyForJob({ ...application, portfolioUrl: undefined }, cv)).resolves.toBe('a10');
    const body = requests[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('name')).toBe('Asha Verma');
    expect(body.has('portfolioUrl')).toBe(false);
    expect((body.get('cv') as File).name).toBe('cv.pdf');
    expect(requests[0]?.headers.get('content-type')).toBeNull();
  });

  it("rejects with the server's field messages", async () => {
    stubFetch(() =>
      json(
        {
          success: false,
          message: 'Enter a valid 10-digit phone number',
          errors: [{ field: 'phone', message: 'Enter a valid 10-digit phone number' }],
        },
        400,
      ),
    );
    const error = await applyForJob(application).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldError('phone')).toBe('Enter a valid 10-digit phone number');
  });
});
