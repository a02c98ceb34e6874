import { STUDIO_COMICS_MESSAGES } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { studioComicHandlers } from '../../../mocks/studioComics';
import { studioPending } from '../../../mocks/studio';
import { studioApi, STUDIO_PAGE_STORY } from '../../../stories/studioMeta';
import type { StudioPageStory } from '../../../stories/StudioPageStory';
import { mainOf } from '../../../stories/scope';

const PUBLISHED = '/studio/comics/c0ffee000000000000000001';
const DRAFT = '/studio/comics/c0ffee000000000000000002';

const meta = {
  title: 'Studio pages/Comic editor',
  ...STUDIO_PAGE_STORY,
  parameters: {
    ...STUDIO_PAGE_STORY.parameters,
    ...studioApi(['editor'], ...studioComicHandlers()),
  },
  args: { url: PUBLISHED },
} satisfies Meta<typeof StudioPageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (main: ReturnType<typeof within>, name: RegExp) =>
  within(await main.findByRole('row', { name }));

/** A draft chapter is published from its row; moving it up renumbers the list. */
export const PublishAndReorder: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const draft = await rowOf(main, /Compass Rose/);
    await expect(draft.getByText('Draft')).toBeVisible();
    await userEvent.click(draft.getByRole('button', { name: 'Publish chapter 3' }));
    await waitFor(async () =>
      expect((await rowOf(main, /Compass Rose/)).getByText('Published')).toBeVisible(),
    );
    await userEvent.click(
      (await rowOf(main, /Compass Rose/)).getByRole('button', { name: 'Move up' }),
    );
    await waitFor(async () =>
      expect((await rowOf(main, /Compass Rose/)).getByRole('cell', { name: '2' })).toBeVisible(),
    );
  },
};

/** Early access asks when the chapter turns free for everyone, then shows that date in its row. */
export const EarlyAccess: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const row = await rowOf(main, /The Folding Street/);
    // Its number depends on the stories before (Move up): find its select by the start of the name.
    await userEvent.selectOptions(row.getByLabelText(/^Access of chapter/), 'early');
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: /^Early access for chapter/,
      }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    // The dialog fades in: what it shows is visible once the fade has started.
    await waitFor(() =>
      expect(dialog.getByText('Early access needs the moment it opens to everyone')).toBeVisible(),
    );
    fireEvent.change(dialog.getByLabelText(/^Free for everyone from/), {
      target: { value: '2026-12-01T10:00' },
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect((await rowOf(main, /The Folding Street/)).getByText(/^Free from /)).toBeVisible(),
    );
    await expect(
      (await rowOf(main, /The Folding Street/)).getByRole('button', { name: 'Change date' }),
    ).toBeVisible();
  },
};

/** Scheduling asks when the comic goes out, then the header says when. */
export const ScheduleTheComic: Story = {
  args: { url: DRAFT },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await userEvent.click(await main.findByRole('button', { name: 'Schedule comic' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Schedule comic' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    // The dialog fades in: on a busy machine the message can arrive before its first frame.
    await waitFor(() =>
      expect(dialog.getByText(STUDIO_COMICS_MESSAGES.publishAtRequired)).toBeVisible(),
    );
    await expect(dialog.getByLabelText(/^Publish at/)).toHaveFocus();
    fireEvent.change(dialog.getByLabelText(/^Publish at/), {
      target: { value: '2026-12-01T10:00' },
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await main.findByText(/^Scheduled for Dec 1, 2026/)).toBeVisible();
  },
};

/** Each row opens the reader as a member or as a visitor would see it. */
export const PreviewLinks: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const row = await rowOf(main, /The Folding Street/);
    await expect(row.getByRole('link', { name: 'As a member' })).toHaveAttribute(
      'href',
      expect.stringMatching(/pdfView\?chapter=.*&preview=member$/),
    );
    await expect(row.getByRole('link', { name: 'As a visitor' })).toHaveAttribute(
      'href',
      expect.stringMatching(/&preview=visitor$/),
    );
  },
};

/** A chapter's title and PDF: the upload shows its progress, then the row reads "processing". */
export const UploadAChapter: Story = {
  args: { url: DRAFT },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByText('Making page images…')).toBeVisible();
    const pdf = new File(['%PDF-1.7\n'], 'chapter-2.pdf', { type: 'application/pdf' });
    const input = main.getByLabelText('Chapter PDF');
    await userEvent.upload(input, pdf);
    await expect(await main.findByText('Please give a title')).toBeVisible();
    await userEvent.type(main.getByLabelText(/^Chapter title/), 'High Water');
    await userEvent.upload(input, pdf);
    await expect(await main.findByRole('row', { name: /High Water/ })).toBeVisible();
    await expect(await main.findByText('Chapter 2, High Water: 4 pages')).toBeVisible();
  },
};

/** A file that is not a PDF is refused before anything is sent. */
export const WrongFile: Story = {
  args: { url: DRAFT },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const png = new File(['png'], 'cover.png', { type: 'image/png' });
    await userEvent.upload(await main.findByLabelText('Chapter PDF'), png, { applyAccept: false });
    await expect(await main.findByText('“cover.png” is not a PDF file.')).toBeVisible();
  },
};

/** A comic that does not exist. */
export const NotFound: Story = {
  args: { url: '/studio/comics/000000000000000000000000' },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByText('We could not find this comic.')).toBeVisible();
  },
};

/** The comic on its way. */
export const Loading: Story = {
  parameters: studioApi(['editor'], studioPending),
};
