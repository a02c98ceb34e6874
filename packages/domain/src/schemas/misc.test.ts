import { describe, it, expect } from 'vitest';
import { characterQuerySchema, jobApplicationSchema, newsletterSchema } from './misc.ts';
import { issuesOf } from './testing.ts';

describe('newsletterSchema', () => {
  it('takes one email', () => {
    expect(newsletterSchema.parse({ email: ' Join@Us.in ' })).toEqual({ email: 'join@us.in' });
    expect(issuesOf(newsletterSchema, { email: 'join us' })).toEqual({
      email: ['Please enter a valid email address.'],
    });
  });
});

describe('jobApplicationSchema', () => {
  const valid = {
    jobId: 'job-1',
    name: 'Vikram Joshi',
    email: 'vikram@example.in',
    phone: '9123456780',
    coverLetter: 'I draw every day.',
  };

  it('accepts an application without a portfolio', () => {
    expect(jobApplicationSchema.parse(valid)).toEqual(valid);
  });

  it('treats a blank portfolio link as none and checks a given one', () => {
    expect(
      jobApplicationSchema.parse({ ...valid, portfolioUrl: ' ' }).portfolioUrl,
    ).toBeUndefined();
    expect(
      jobApplicationSchema.parse({ ...valid, portfolioUrl: 'https://art.example.in/me' })
        .portfolioUrl,
    ).toBe('https://art.example.in/me');
    expect(
      issuesOf(jobApplicationSchema, { ...valid, portfolioUrl: 'javascript:alert(1)' }),
    ).toEqual({ portfolioUrl: ['Enter a valid web address, like github.com/yourname'] });
  });

  it('accepts a link typed without its scheme and stores it with https://', () => {
    const portfolio = (link: string) =>
      jobApplicationSchema.safeParse({ ...valid, portfolioUrl: link });
    expect(portfolio('github.com/meera').data?.portfolioUrl).toBe('https://github.com/meera');
    expect(portfolio(' www.meera.art ').data?.portfolioUrl).toBe('https://www.meera.art');
    expect(portfolio('//meera.art/reel').data?.portfolioUrl).toBe('https://meera.art/reel');
    expect(portfolio('meera.art:8080/x').data?.portfolioUrl).toBe('https://meera.art:8080/x');
    expect(portfolio('http://meera.art').data?.portfolioUrl).toBe('http://meera.art');
    expect(portfolio('my site').success).toBe(false);
    expect(portfolio('meera').success).toBe(false);
    expect(portfolio('ftp://meera.art').success).toBe(false);
  });

  it('requires the job, a name, a phone and a cover letter', () => {
    expect(
      issuesOf(jobApplicationSchema, {
        ...valid,
        jobId: '',
        name: '',
        phone: '1',
        coverLetter: '',
      }),
    ).toEqual({
      jobId: ['Please choose a job'],
      name: ['Name is required'],
      phone: ['Enter a valid 10-digit phone number'],
      coverLetter: ['Please tell us why you want to join'],
    });
  });
});

describe('characterQuerySchema', () => {
  it('accepts an empty query', () => {
    expect(characterQuerySchema.parse({})).toEqual({});
  });

  it('coerces page and limit from query strings and trims the search', () => {
    expect(
      characterQuerySchema.parse({ q: ' storm ', sort: 'desc', page: '3', limit: '12' }),
    ).toEqual({ q: 'storm', sort: 'desc', page: 3, limit: 12 });
  });

  it.each([
    ['page', '0'],
    ['page', '1.5'],
    ['limit', '0'],
    ['limit', '101'],
    ['sort', 'newest'],
  ])('rejects %s=%s', (key, value) => {
    expect(characterQuerySchema.safeParse({ [key]: value }).success).toBe(false);
  });

  it('accepts the limit bounds 1 and 100', () => {
    expect(characterQuerySchema.parse({ limit: '1' }).limit).toBe(1);
    expect(characterQuerySchema.parse({ limit: '100' }).limit).toBe(100);
  });
});
