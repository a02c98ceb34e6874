import { MESSAGES } from '@ic/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_APPLICATION, validateJobApplication, visibleErrors } from './useJobApplicationForm';

const filled = {
  name: ' Asha Verma ',
  email: 'Asha.Verma@Example.in',
  phone: '98765 43210',
  portfolioUrl: ' ',
  coverLetter: ' I paint skies. ',
};

describe('validateJobApplication', () => {
  it('answers the body the API takes: trimmed, email lower-cased, phone digits, no blank link', () => {
    expect(validateJobApplication('job-1', filled)).toEqual({
      application: {
        jobId: 'job-1',
        name: 'Asha Verma',
        email: 'asha.verma@example.in',
        phone: '9876543210',
        portfolioUrl: undefined,
        coverLetter: 'I paint skies.',
      },
      errors: null,
    });
  });

  it("gives the schema's message for each missing field", () => {
    expect(validateJobApplication('job-1', EMPTY_APPLICATION).errors).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailRequired,
      phone: MESSAGES.phoneInvalid,
      coverLetter: MESSAGES.coverLetterRequired,
    });
  });

  it('refuses a malformed email, phone or link, and a missing job', () => {
    const wrong = { ...filled, email: 'asha@', phone: '12345', portfolioUrl: 'my site' };
    expect(validateJobApplication('', wrong).errors).toEqual({
      jobId: MESSAGES.jobRequired,
      email: MESSAGES.invalidEmail,
      phone: MESSAGES.phoneInvalid,
      portfolioUrl: MESSAGES.urlInvalid,
    });
  });
});

describe('visibleErrors', () => {
  const client = { name: MESSAGES.nameRequired, email: MESSAGES.emailRequired };

  it('shows nothing before a field is left or the form is submitted', () => {
    expect(visibleErrors({ client, server: {}, touched: {}, submitted: false })).toEqual({});
  });

  it("shows a left field's message, and every message once submitted", () => {
    expect(
      visibleErrors({ client, server: {}, touched: { name: true }, submitted: false }),
    ).toEqual({ name: MESSAGES.nameRequired });
    expect(visibleErrors({ client, server: {}, touched: {}, submitted: true })).toEqual(client);
  });

  it('shows the server message under a field the schema accepts', () => {
    const server = { email: 'This address cannot receive mail', phone: 'Phone refused' };
    expect(visibleErrors({ client: {}, server, touched: {}, submitted: true })).toEqual(server);
  });

  it("prefers the field's own message to the server's", () => {
    const server = { name: 'Server says no' };
    expect(visibleErrors({ client, server, touched: {}, submitted: true }).name).toBe(
      MESSAGES.nameRequired,
    );
  });
});
