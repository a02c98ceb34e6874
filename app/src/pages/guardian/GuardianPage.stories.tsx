import { ACCESS_FIELD_MESSAGES, GUARDIAN_MESSAGES } from '@ic/domain';
import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../../mocks/auth';
import {
  activeChild,
  GUARDIAN_EMAIL,
  guardianHandlers,
  pendingChild,
  resetGuardianStories,
  suspendedChild,
} from '../../mocks/guardian';
import { api, PAGE_STORY } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { AFTER_SKELETONS, mainOf } from '../../stories/scope';

const meta = {
  title: 'Pages/Guardian',
  ...PAGE_STORY,
  args: { url: '/guardian' },
  parameters: api('content', ...guardianHandlers()),
  beforeEach: resetGuardianStories,
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

type Scope = Awaited<ReturnType<typeof mainOf>>;
const childCard = async (main: Scope, name: string) =>
  within(await main.findByRole('region', { name }, AFTER_SKELETONS));

/** Each child: a sign-up waiting for an answer, an active reader and a paused one. */
export const Dashboard: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(main.getByRole('heading', { level: 1, name: 'Guardian Dashboard' })).toBeVisible();
    await expect(await main.findByText(GUARDIAN_EMAIL, {}, AFTER_SKELETONS)).toBeVisible();
    const kabir = await childCard(main, 'Kabir Rao');
    await expect(kabir.getByText('Waiting for your answer')).toBeVisible();
    await expect(kabir.getByRole('button', { name: 'Approve Kabir Rao' })).toBeVisible();
    const meera = await childCard(main, 'Meera Rao');
    await expect(meera.getByText('12 of 30 minutes')).toBeVisible();
    await expect(meera.getByRole('tab', { name: 'Settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect((await childCard(main, 'Asha Rao')).getByText('Paused')).toBeVisible();
  },
};

/** Staff suspended a child: the guardian is told why it cannot sign in and keeps every control. */
export const SuspendedChild: Story = {
  parameters: api('content', ...guardianHandlers({ children: [suspendedChild] })),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const dev = await childCard(main, 'Dev Rao');
    await expect(dev.getByText('Suspended by IC Universe')).toBeVisible();
    await expect(dev.getByRole('note')).toHaveTextContent('so Dev cannot sign in');
    await expect(dev.getByRole('tab', { name: 'Settings' })).toBeVisible();
    await expect(dev.getByRole('button', { name: 'Request deletion' })).toBeVisible();
  },
};

/** Approving a sign-up: the server's word in a toast, and the child is active. */
export const ApproveSignUp: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const kabir = await childCard(main, 'Kabir Rao');
    await userEvent.click(kabir.getByRole('button', { name: 'Approve Kabir Rao' }));
    await expectToast(canvasElement, GUARDIAN_MESSAGES.approved);
    await waitFor(() => expect(kabir.getByText('Active')).toBeVisible());
    await expect(kabir.getByRole('tab', { name: 'Settings' })).toBeVisible();
  },
};

/** Declining asks first, then the sign-up is gone. */
export const DeclineSignUp: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const kabir = await childCard(main, 'Kabir Rao');
    await userEvent.click(kabir.getByRole('button', { name: 'Decline' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Decline and delete' }));
    await expectToast(canvasElement, GUARDIAN_MESSAGES.declined);
    await waitFor(() => expect(main.queryByRole('region', { name: 'Kabir Rao' })).toBeNull());
  },
};

/** The rating raised and a 1-minute limit saved: 'Saved.', the card and the history follow. */
export const SaveSettings: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const meera = await childCard(main, 'Meera Rao');
    await userEvent.selectOptions(meera.getByRole('combobox', { name: 'Highest rating' }), 'T');
    const minutes = meera.getByRole('spinbutton', { name: /Daily reading limit/ });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '1');
    await userEvent.click(meera.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(meera.getByRole('status')).toHaveTextContent(GUARDIAN_MESSAGES.settingsSaved),
    );
    await waitFor(() => expect(meera.getByText('12 of 1 minute')).toBeVisible());
    await expect(meera.getByText('T (Teen)')).toBeVisible();
    await userEvent.click(meera.getByRole('tab', { name: 'History' }));
    // The tab's panel fades in.
    await waitFor(() => expect(meera.getByText('Highest rating: PG → T')).toBeVisible());
  },
};

/** A limit out of range is refused in the form, with the rule's words. */
export const InvalidLimit: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const meera = await childCard(main, 'Meera Rao');
    const minutes = meera.getByRole('spinbutton', { name: /Daily reading limit/ });
    await userEvent.clear(minutes);
    await userEvent.click(meera.getByRole('button', { name: 'Save settings' }));
    await expect(meera.getByText(ACCESS_FIELD_MESSAGES.dailyLimit)).toBeVisible();
  },
};

/** The activity tab: 30 days of minutes (a chart that is also a table), chapters, purchases. */
export const Activity: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const meera = await childCard(main, 'Meera Rao');
    await userEvent.click(meera.getByRole('tab', { name: 'Activity' }));
    const table = await meera.findByRole('table', { name: 'Meera’s minutes read, last 30 days' });
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    // The tab's panel fades in.
    await waitFor(() =>
      expect(meera.getByText('Chapter 2: A City Holds Its Breath')).toBeVisible(),
    );
    await expect(meera.getByRole('heading', { name: 'No purchases' })).toBeVisible();
  },
};

/** The history tab: every change, with who made it and when. */
export const History: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const meera = await childCard(main, 'Meera Rao');
    await userEvent.click(meera.getByRole('tab', { name: 'History' }));
    await waitFor(() => expect(meera.getByText('Approved the sign-up')).toBeVisible());
    await expect(meera.getByText(new RegExp(`By ${GUARDIAN_EMAIL}`))).toBeVisible();
  },
};

/** Deletion asks first; then the child is gone and the server's word is said. */
export const DeleteChild: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const meera = await childCard(main, 'Meera Rao');
    await userEvent.click(meera.getByRole('button', { name: 'Request deletion' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Delete Meera Rao’s account?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete the account' }));
    await expectToast(canvasElement, GUARDIAN_MESSAGES.deleted);
    await waitFor(() => expect(main.queryByRole('region', { name: 'Meera Rao' })).toBeNull());
  },
};

/** No guardian session: "mail me a link"; the answer is the same for any address. */
export const SignedOut: Story = {
  parameters: api('content', ...guardianHandlers({ children: null })),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const form = await main.findByRole('form', { name: 'Guardian sign-in' }, AFTER_SKELETONS);
    await userEvent.type(within(form).getByRole('textbox', { name: /Your email/ }), GUARDIAN_EMAIL);
    await userEvent.click(within(form).getByRole('button', { name: 'Mail me a link' }));
    await waitFor(() =>
      expect(within(form).getByRole('status')).toHaveTextContent(GUARDIAN_MESSAGES.linkSent),
    );
  },
};

/** Signing out ends the session: the page asks for a link again. */
export const SignOut: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await userEvent.click(await main.findByRole('button', { name: 'Sign out' }, AFTER_SKELETONS));
    await expect(await main.findByRole('form', { name: 'Guardian sign-in' })).toBeVisible();
  },
};

/** A guardian whose children's sign-ups were all declined or deleted. */
export const NoChildren: Story = {
  parameters: api('content', ...guardianHandlers({ children: [] })),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { name: 'No children linked to this address' }),
    ).toBeVisible();
  },
};

/** A child's records cannot be loaded: the tab says so, the rest of the dashboard stands. */
export const RecordsFail: Story = {
  parameters: api('content', ...guardianHandlers({ children: [activeChild], recordsFail: true })),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const meera = await childCard(main, 'Meera Rao');
    await userEvent.click(meera.getByRole('tab', { name: 'Activity' }));
    await waitFor(() => expect(meera.getByText(/could not be loaded right now/)).toBeVisible());
    await expect(meera.getByRole('button', { name: 'Request deletion' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: api('loading'),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(main.getByRole('heading', { level: 1, name: 'Guardian Dashboard' })).toBeVisible();
    await expect(main.getAllByRole('status').length).toBeGreaterThan(0);
  },
};

export const Error: Story = {
  parameters: api('error'),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { name: 'The dashboard could not be loaded' }),
    ).toBeVisible();
  },
};

export const OnAPhone: Story = {
  ...PHONE_VIEWPORT,
  parameters: api('content', ...guardianHandlers({ children: [pendingChild, activeChild] })),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('region', { name: 'Meera Rao' }, AFTER_SKELETONS),
    ).toBeVisible();
  },
};
