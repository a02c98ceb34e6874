import { describe, expect, it } from 'vitest';
import { failure, json, stubFetch } from '../test/fetchStub';
import { consentPath, decideConsent } from './consent';

describe('the consent link calls', () => {
  it('read `<id>.<secret>` into the API path, escaped, and refuse anything else', () => {
    expect(consentPath('c1.s3cr/t')).toBe('/api/consent/c1/s3cr%2Ft');
    expect(consentPath('')).toBeNull();
    expect(consentPath('no-dot')).toBeNull();
    expect(consentPath('.secret')).toBeNull();
    expect(consentPath('c1.')).toBeNull();
  });

  it("post the decision and give back the server's words; a spent link rejects", async () => {
    const requests = stubFetch(({ url }) =>
      url.pathname.endsWith('/good')
        ? json({
            success: true,
            data: { decision: 'approve' },
            message: 'The account is now active.',
          })
        : failure(404, 'This consent link is invalid.'),
    );
    await expect(decideConsent('c1.good', 'approve')).resolves.toBe('The account is now active.');
    expect(requests[0]).toMatchObject({ method: 'POST', body: { decision: 'approve' } });
    expect(requests[0]?.url.pathname).toBe('/api/consent/c1/good');
    await expect(decideConsent('c1.spent', 'decline')).rejects.toMatchObject({ status: 404 });
  });
});
