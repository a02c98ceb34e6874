// POST /api/signup as the server answers it, for the signup page stories: 201 signed in,
// 202 waiting for the guardian, or 409 for a taken username.
import { MESSAGES } from '@ic/domain';
import { http, HttpResponse } from 'msw';

type Body = { name: string; username: string; email: string; newsLetter: boolean };

export const signupCreated = http.post('/api/signup', async ({ request }) => {
  const { name, username, email, newsLetter } = (await request.json()) as Body;
  return HttpResponse.json(
    { success: true, data: { name, username, email, newsLetter, token: 'story-token' } },
    { status: 201 },
  );
});

export const signupConsentPending = http.post('/api/signup', () =>
  HttpResponse.json({ success: true, data: { status: 'consent_pending' } }, { status: 202 }),
);

export const signupUsernameTaken = http.post('/api/signup', () =>
  HttpResponse.json(
    {
      success: false,
      message: MESSAGES.usernameTaken,
      errors: [{ field: 'username', message: MESSAGES.usernameTaken }],
    },
    { status: 409 },
  ),
);
