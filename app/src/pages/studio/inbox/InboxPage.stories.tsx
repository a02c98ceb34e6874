import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MONEY_MESSAGES, STUDIO_MESSAGES } from '@ic/domain';
import { studioApi, STUDIO_PAGE_STORY } from '../../../stories/studioMeta';
import type { StudioPageStory } from '../../../stories/StudioPageStory';
import { mainOf } from '../../../stories/scope';

// Dialogs and toasts render in portals on document.body, outside the story's canvas.
const body = within(document.body);

const meta = {
  title: 'Studio pages/Inbox',
  ...STUDIO_PAGE_STORY,
  parameters: { ...STUDIO_PAGE_STORY.parameters, ...studioApi(['moderator']) },
  args: { url: '/studio/inbox' },
} satisfies Meta<typeof StudioPageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Feedback first, every status; the filter asks the server for one status; error reports in their tab. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const row = within(await main.findByRole('row', { name: /Story suggestion/ }));
    // The tab's panel fades in.
    await waitFor(() => expect(row.getByText('Priya')).toBeVisible());
    await expect(row.getByText('Please give Storm Warden a sidekick.')).toBeVisible();
    await expect(row.getByText('Open')).toBeVisible();
    await expect(main.getByRole('row', { name: /Website feedback/ })).toHaveTextContent('Answered');

    await userEvent.selectOptions(main.getByLabelText('Status'), 'closed');
    // The filtered page comes from the server: wait for its row, not only for the old one to go.
    await expect(await main.findByRole('row', { name: /Merchandise/ })).toHaveTextContent('Closed');
    await expect(main.queryByRole('row', { name: /Story suggestion/ })).toBeNull();

    await userEvent.selectOptions(main.getByLabelText('Status'), '');
    await userEvent.click(main.getByRole('tab', { name: 'Error reports' }));
    const report = within(await main.findByRole('row', { name: /comicChap\/1\/chapters/ }));
    await waitFor(() => expect(report.getByText('Signed out, no address')).toBeVisible());
    await expect(report.getByText('The chapter list would not load.')).toBeVisible();
  },
};

/** Read shows the whole message, every line, with who wrote and when. */
export const OpenAnItem: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const row = within(await main.findByRole('row', { name: /Story suggestion/ }));
    await userEvent.click(row.getByRole('button', { name: 'Read' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Story suggestion' }));
    // The dialog fades in.
    await waitFor(() => expect(dialog.getByText('A talking kite would be perfect!')).toBeVisible());
    await expect(dialog.getByText('Priya <priya@example.com>')).toBeVisible();
    await expect(dialog.getByLabelText('Status')).toHaveValue('open');
  },
};

/** A reply is checked, mailed, and the message becomes answered in the dialog and the list. */
export const Reply: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const row = within(await main.findByRole('row', { name: /Story suggestion/ }));
    await userEvent.click(row.getByRole('button', { name: 'Read' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Story suggestion' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(dialog.getByText(STUDIO_MESSAGES.replyRequired)).toBeVisible());
    await userEvent.type(
      dialog.getByRole('textbox', { name: /^Reply/ }),
      'Thank you! We will pass it on.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(body.getByText(STUDIO_MESSAGES.replySent)).toBeVisible());
    await waitFor(() => expect(dialog.getByLabelText('Status')).toHaveValue('answered'));
    await expect(dialog.getByRole('textbox', { name: /^Reply/ })).toHaveValue('');
    // The page behind a modal dialog is hidden from the accessibility tree until it closes.
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(main.getByRole('row', { name: /Story suggestion/ })).toHaveTextContent('Answered'),
    );
  },
};

/** The status select saves at once; the list follows. */
export const ChangeStatus: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const row = within(await main.findByRole('row', { name: /Story suggestion/ }));
    await userEvent.click(row.getByRole('button', { name: 'Read' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Story suggestion' }));
    await userEvent.selectOptions(dialog.getByLabelText('Status'), 'closed');
    await waitFor(() => expect(body.getByText(STUDIO_MESSAGES.statusSaved)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(main.getByRole('row', { name: /Story suggestion/ })).toHaveTextContent('Closed'),
    );
  },
};

/** Feedback that breaks the policy is hidden with a reason: the dialog and the list say so. */
export const HideFeedback: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const row = within(await main.findByRole('row', { name: /Story suggestion/ }));
    await userEvent.click(row.getByRole('button', { name: 'Read' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Story suggestion' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Hide feedback' }));
    const ask = within(await body.findByRole('dialog', { name: 'Hide feedback' }));
    await userEvent.type(ask.getByRole('textbox', { name: /^Reason/ }), 'Insults another reader');
    await userEvent.click(ask.getByRole('button', { name: 'Hide feedback' }));
    await waitFor(() => expect(body.getByText(MONEY_MESSAGES.feedbackHidden)).toBeVisible());
    await waitFor(() => expect(dialog.getByText('Insults another reader')).toBeVisible());
    await expect(dialog.getByRole('button', { name: 'Show feedback' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(main.getByRole('row', { name: /Story suggestion/ })).toHaveTextContent(/, hidden/),
    );
  },
};

/** An error report sent signed out has no address: the server's 409 message shows under the reply. */
export const ReplyWithoutAnAddress: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await userEvent.click(await main.findByRole('tab', { name: 'Error reports' }));
    const row = within(await main.findByRole('row', { name: /comicChap\/1\/chapters/ }));
    await userEvent.click(row.getByRole('button', { name: 'Read' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Error report' }));
    await waitFor(() => expect(dialog.getByText('Tried twice on mobile data')).toBeVisible());
    await userEvent.type(
      dialog.getByRole('textbox', { name: /^Reply/ }),
      'We fixed the chapter list.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(dialog.getByText(STUDIO_MESSAGES.noAddress)).toBeVisible());
    await expect(dialog.getByLabelText('Status')).toHaveValue('open');
  },
};

/** Staff without the moderator role get the not-allowed page from the server's 403. */
export const WithoutTheRole: Story = {
  parameters: studioApi([]),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', {
        name: 'You don’t have access to this part of the studio',
      }),
    ).toBeVisible();
  },
};
