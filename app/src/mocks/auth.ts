// What the sign-in screens' stories share: the sign-in calls answered as the server answers
// them (a story passes the ones its screen makes: `api('content', authHandlers.loginRefused)`)
// and a check for a toast.
import { MESSAGES } from '@ic/domain';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { signedInUser } from './fixtures';
import { AFTER_SKELETONS } from '../stories/scope';

/** A toast saying `text`, once its entry animation has run (the viewport loads on demand). */
export async function expectToast(canvasElement: HTMLElement, text: string) {
  const body = within(canvasElement.ownerDocument.body);
  const region = await body.findByRole('region', { name: /Notifications/ }, AFTER_SKELETONS);
  await waitFor(() => expect(within(region).getByText(text)).toBeVisible());
}

const refused = (status: number, message: string) =>
  HttpResponse.json({ success: false, message }, { status });

export const authHandlers = {
  loginOk: http.post('/api/login', async ({ request }) => {
    const { email } = (await request.json()) as { email: string };
    const data = { ...signedInUser, email, token: 'story-token' };
    return HttpResponse.json({ success: true, data, message: MESSAGES.loginSuccess });
  }),
  loginRefused: http.post('/api/login', () => refused(401, MESSAGES.invalidCredentials)),
  loginNoAnswer: http.post('/api/login', () => HttpResponse.error()),
  loginPending: http.post('/api/login', async () => {
    await delay('infinite');
  }),
  forgotOk: http.post('/api/forget-password', () =>
    HttpResponse.json({ success: true, data: { sent: true }, message: MESSAGES.resetLinkSent }),
  ),
  forgotFailed: http.post('/api/forget-password', () => refused(500, MESSAGES.genericError)),
  resetOk: http.post('/api/forget-password/:id/:token', () =>
    HttpResponse.json({ success: true, data: null, message: MESSAGES.resetSuccess }),
  ),
  resetExpired: http.post('/api/forget-password/:id/:token', () =>
    refused(400, MESSAGES.resetLinkInvalid),
  ),
};
