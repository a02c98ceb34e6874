import { GUARDIAN_MESSAGES } from '@ic/domain';
import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  GOOD_TOKEN,
  GUARDIAN_EMAIL,
  guardianHandlers,
  resetGuardianStories,
} from '../../mocks/guardian';
import { api, PAGE_STORY } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { AFTER_SKELETONS, mainOf } from '../../stories/scope';

const meta = {
  title: 'Pages/GuardianSignIn',
  ...PAGE_STORY,
  args: { url: `/guardian/sign-in?token=${GOOD_TOKEN}` },
  parameters: api('content', ...guardianHandlers({ children: null })),
  beforeEach: resetGuardianStories,
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A working link: the session opens and the dashboard replaces the sign-in address. */
export const SignsIn: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { level: 1, name: 'Guardian Dashboard' }, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(await main.findByText(GUARDIAN_EMAIL, {}, AFTER_SKELETONS)).toBeVisible();
  },
};

/** While the link is exchanged. */
export const SigningIn: Story = {
  parameters: api(
    'content',
    http.post('/api/guardian/session', async () => {
      await delay('infinite');
    }),
  ),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(main.getByRole('heading', { level: 1, name: 'Guardian Sign-In' })).toBeVisible();
    await expect(main.getByRole('status')).toHaveTextContent('Signing you in…');
  },
};

/** An expired, used or forged link: the server's words, nothing changed, and a way to a new one. */
export const ExpiredLink: Story = {
  args: { url: '/guardian/sign-in?token=l1.spent' },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const form = await main.findByRole('form', { name: 'Ask for a new link' }, AFTER_SKELETONS);
    await expect(within(form).getByRole('alert')).toHaveTextContent(GUARDIAN_MESSAGES.linkInvalid);
    await userEvent.type(within(form).getByRole('textbox', { name: /Your email/ }), GUARDIAN_EMAIL);
    await userEvent.click(within(form).getByRole('button', { name: 'Mail me a link' }));
    await waitFor(() =>
      expect(within(form).getByRole('status')).toHaveTextContent(GUARDIAN_MESSAGES.linkSent),
    );
  },
};

/** A link without its token (cut short in the mail). */
export const IncompleteLink: Story = {
  args: { url: '/guardian/sign-in' },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(main.getByRole('alert')).toHaveTextContent(/This sign-in link is incomplete/);
  },
};

export const OnAPhone: Story = { ...ExpiredLink, ...PHONE_VIEWPORT };
