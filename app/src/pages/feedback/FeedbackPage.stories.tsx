import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import { signedInUser } from '../../mocks/fixtures';
import { clearUserCookie } from '../../session/userCookie';
import { api, PAGE_STORY, signedInAs } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { mainOf } from '../../stories/scope';
import { accountHandlers } from '../../mocks/account';

const meta = {
  title: 'Pages/Feedback',
  ...PAGE_STORY,
  args: { url: '/feedback' },
  parameters: api('content', ...accountHandlers()),
  beforeEach: signedInAs(signedInUser),
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillCustom(canvasElement: HTMLElement) {
  const main = await mainOf(canvasElement);
  await userEvent.selectOptions(main.getByRole('combobox', { name: 'Subject' }), 'Custom');
  await userEvent.type(main.getByRole('textbox', { name: 'Your subject' }), 'Villain ideas');
  await userEvent.type(
    main.getByRole('textbox', { name: 'Feedback' }),
    'A rival from the desert kingdom.',
  );
  return main;
}

/** The email comes from the account; the preview follows the form as it is filled. */
export const Content: Story = {
  play: async ({ canvasElement }) => {
    const main = await fillCustom(canvasElement);
    await expect(main.getByRole('textbox', { name: 'Email' })).toHaveValue(signedInUser.email);
    const preview = within(main.getByRole('region', { name: 'Feedback Preview' }));
    await expect(preview.getByText('Villain ideas')).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: 'Submit' }));
    await expect(await main.findByText('Feedback submitted successfully!')).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Feedback' })).toHaveValue('');
  },
};

/** The server refuses: 'Error: ' and its message. */
export const Refused: Story = {
  parameters: api(
    'content',
    http.post('/api/feedback', () =>
      HttpResponse.json({ success: false, message: 'Too many requests.' }, { status: 429 }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const main = await fillCustom(canvasElement);
    await userEvent.click(main.getByRole('button', { name: 'Submit' }));
    await expect(await main.findByText('Error: Too many requests.')).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Feedback' })).toHaveValue(
      'A rival from the desert kingdom.',
    );
  },
};

/** No answer at all: 'Error submitting feedback'. */
export const Offline: Story = {
  parameters: api(
    'content',
    http.post('/api/feedback', () => HttpResponse.error()),
  ),
  play: async ({ canvasElement }) => {
    const main = await fillCustom(canvasElement);
    await userEvent.click(main.getByRole('button', { name: 'Submit' }));
    await expect(await main.findByText('Error submitting feedback')).toBeVisible();
  },
};

/** /ErrorReport: the same form, worded for reporting a problem. */
export const ErrorReport: Story = {
  args: { url: '/ErrorReport' },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(main.getByRole('heading', { level: 1, name: 'Report an Error' })).toBeVisible();
    await expect(main.getByRole('form', { name: 'Describe the problem' })).toBeVisible();
  },
};

export const OnAPhone: Story = { ...ErrorReport, ...PHONE_VIEWPORT };

/**
 * Signed out: the form stays (no detour to log in), the visitor types their own email, and the
 * feedback is sent as the spec's call allows without a token.
 */
export const SignedOut: Story = {
  // Runs after the file's signedInAs: the page opens with no user cookie.
  beforeEach: () => clearUserCookie(),
  play: async ({ canvasElement }) => {
    const main = await fillCustom(canvasElement);
    const email = main.getByRole('textbox', { name: 'Email' });
    await expect(email).not.toHaveAttribute('readonly');
    await userEvent.type(email, 'visitor@example.in');
    await userEvent.type(main.getByRole('textbox', { name: 'Name' }), 'Kabir');
    await userEvent.click(main.getByRole('button', { name: 'Submit' }));
    await expect(await main.findByText('Feedback submitted successfully!')).toBeVisible();
    await expect(main.queryByRole('link', { name: 'Back to My Account' })).toBeNull();
  },
};
