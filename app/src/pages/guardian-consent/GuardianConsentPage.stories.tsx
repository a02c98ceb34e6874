import { GUARDIAN_MESSAGES } from '@ic/domain';
import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  consentHandlers,
  GOOD_CONSENT_TOKEN,
  guardianHandlers,
  resetGuardianStories,
} from '../../mocks/guardian';
import { api, PAGE_STORY } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { AFTER_SKELETONS, mainOf } from '../../stories/scope';

const meta = {
  title: 'Pages/GuardianConsent',
  ...PAGE_STORY,
  args: { url: `/guardian/consent?token=${GOOD_CONSENT_TOKEN}&decision=approve` },
  parameters: api('content', ...consentHandlers(), ...guardianHandlers({ children: null })),
  beforeEach: resetGuardianStories,
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The mailed link opens a page of the site (header, footer, the children's privacy policy) that
 * names the child and asks; approving says what happened and leads to the dashboard.
 */
export const Approve: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(main.getByRole('heading', { level: 1, name: 'Parental Consent' })).toBeVisible();
    await expect(main.getByRole('link', { name: "Children's Privacy Policy" })).toHaveAttribute(
      'href',
      '/children-privacy-policy',
    );
    await expect(await main.findByText('Kabir Rao', {}, AFTER_SKELETONS)).toBeVisible();
    await expect(main.getByText(/kabir\.rao@example\.in/)).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: 'Approve Kabir Rao' }));
    await waitFor(() =>
      expect(main.getByRole('status')).toHaveTextContent(GUARDIAN_MESSAGES.approved),
    );
    await expect(main.getByRole('link', { name: 'Open the guardian dashboard' })).toHaveAttribute(
      'href',
      '/guardian',
    );
  },
};

/** Declining erases the sign-up, so the page asks first. */
export const Decline: Story = {
  args: { url: `/guardian/consent?token=${GOOD_CONSENT_TOKEN}&decision=decline` },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await main.findByRole('button', { name: 'Decline' }, AFTER_SKELETONS));
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Decline and delete' }));
    await waitFor(() =>
      expect(main.getByRole('status')).toHaveTextContent(GUARDIAN_MESSAGES.declined),
    );
  },
};

/** A spent, expired or forged link: the server's words, and the way into the dashboard. */
export const SpentLink: Story = {
  args: { url: '/guardian/consent?token=c1.spent' },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const form = await main.findByRole(
      'form',
      { name: 'Open your guardian dashboard' },
      AFTER_SKELETONS,
    );
    await expect(within(form).getByRole('alert')).toHaveTextContent(
      GUARDIAN_MESSAGES.consentLinkInvalid,
    );
    await expect(main.queryByRole('button', { name: /Approve/ })).toBeNull();
  },
};

/** A link cut short in the mail asks nothing of the server. */
export const IncompleteLink: Story = {
  args: { url: '/guardian/consent' },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(main.getByRole('alert')).toHaveTextContent(/This consent link is incomplete/);
  },
};

export const Loading: Story = {
  parameters: api(
    'content',
    http.get('/api/consent/:id/:token/request', async () => {
      await delay('infinite');
    }),
  ),
};

/** The server fails: nothing is asked, and the guardian is told to try the link again. */
export const Failed: Story = {
  parameters: api(
    'content',
    http.get('/api/consent/:id/:token/request', () =>
      HttpResponse.json({ success: false, message: 'Something went wrong.' }, { status: 500 }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByText('We could not load this sign-up.', {}, AFTER_SKELETONS),
    ).toBeVisible();
  },
};

export const OnAPhone: Story = { ...Approve, ...PHONE_VIEWPORT };
