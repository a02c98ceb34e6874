import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EDITORIAL_MESSAGES } from '@ic/domain';
import { studioBlogs } from '../../../mocks/studioEditorial';
import { studioApi, STUDIO_PAGE_STORY } from '../../../stories/studioMeta';
import type { StudioPageStory } from '../../../stories/StudioPageStory';
import { mainOf } from '../../../stories/scope';
import { BLOG_EDITOR_TEXT } from './BlogEditorPage';

const [published, draft] = studioBlogs;
const body = within(document.body);
const picture = (name: string) => new File(['<svg/>'], name, { type: 'image/png' });

const meta = {
  title: 'Studio pages/Blog editor',
  ...STUDIO_PAGE_STORY,
  parameters: { ...STUDIO_PAGE_STORY.parameters, ...studioApi(['editor']) },
  args: { url: '/studio/blogs/new' },
} satisfies Meta<typeof StudioPageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new blog: the form says what is missing, pictures upload into the cover and the story, and it publishes. */
export const WriteAndPublish: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { level: 1, name: BLOG_EDITOR_TEXT.newTitle }),
    ).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: BLOG_EDITOR_TEXT.save }));
    for (const message of [
      EDITORIAL_MESSAGES.titleRequired,
      EDITORIAL_MESSAGES.subjectRequired,
      EDITORIAL_MESSAGES.authorRequired,
      EDITORIAL_MESSAGES.imageInvalid,
      EDITORIAL_MESSAGES.bodyRequired,
    ]) {
      await waitFor(() => expect(main.getByText(message)).toBeVisible());
    }
    await userEvent.type(main.getByLabelText(/^Title/), 'Our First Festival Stall');
    await userEvent.type(main.getByLabelText(/^Subject/), 'Events');
    await userEvent.type(main.getByLabelText(/^Author/), 'Ira Menon');
    await userEvent.upload(
      main.getByLabelText(`${BLOG_EDITOR_TEXT.cover} Choose a file`),
      picture('stall.png'),
    );
    await waitFor(() =>
      expect(main.getByLabelText(/^Cover picture address/)).toHaveValue('/media/studio/stall.svg'),
    );
    await userEvent.type(main.getByRole('textbox', { name: /^Story/ }), 'Come and say hello.');
    await userEvent.upload(
      main.getByLabelText(`${BLOG_EDITOR_TEXT.storyPicture} Choose a file`),
      picture('crowd.png'),
    );
    await waitFor(() =>
      expect(main.getByRole('textbox', { name: /^Story/ })).toHaveValue(
        'Come and say hello.\n\n![crowd.png](/media/studio/crowd.svg)\n',
      ),
    );
    await userEvent.selectOptions(main.getByLabelText(/^State/), 'published');
    await userEvent.click(main.getByRole('button', { name: BLOG_EDITOR_TEXT.save }));
    await waitFor(() => expect(body.getByText(EDITORIAL_MESSAGES.blogPublished)).toBeVisible());
    const saved = await mainOf(canvasElement);
    await expect(
      await saved.findByRole('heading', { level: 1, name: 'Our First Festival Stall' }),
    ).toBeVisible();
  },
};

/** A draft in the editor, and the preview drawn by the news page's own article. */
export const EditAndPreview: Story = {
  args: { url: `/studio/blogs/${published?._id}` },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { level: 1, name: published?.title }),
    ).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: BLOG_EDITOR_TEXT.preview }));
    const preview = within(main.getByRole('region', { name: BLOG_EDITOR_TEXT.previewTitle }));
    await expect(preview.getByRole('heading', { level: 2, name: published?.title })).toBeVisible();
    await expect(preview.getByText('forty pages')).toHaveProperty('tagName', 'STRONG');
    await userEvent.clear(main.getByLabelText(/^Title/));
    await userEvent.type(main.getByLabelText(/^Title/), 'Inking the Monsoon, Day Two');
    await expect(
      preview.getByRole('heading', { level: 2, name: 'Inking the Monsoon, Day Two' }),
    ).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: BLOG_EDITOR_TEXT.hidePreview }));
    await expect(main.queryByRole('region', { name: BLOG_EDITOR_TEXT.previewTitle })).toBeNull();
  },
};

/** Scheduling needs the moment it goes out; a draft cannot have one. */
export const ScheduleNeedsATime: Story = {
  args: { url: `/studio/blogs/${draft?._id}` },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await main.findByRole('heading', { level: 1, name: draft?.title });
    await userEvent.selectOptions(main.getByLabelText(/^State/), 'scheduled');
    await userEvent.click(main.getByRole('button', { name: BLOG_EDITOR_TEXT.save }));
    await waitFor(() => expect(main.getByText(EDITORIAL_MESSAGES.scheduleNeedsTime)).toBeVisible());
    await userEvent.type(main.getByLabelText(/^Goes out at/), '2026-12-24T10:00:00+05:30');
    await userEvent.click(main.getByRole('button', { name: BLOG_EDITOR_TEXT.save }));
    await waitFor(() => expect(body.getByText(EDITORIAL_MESSAGES.blogScheduled)).toBeVisible());
  },
};

/** A blog that is not there. */
export const NotFound: Story = {
  args: { url: '/studio/blogs/00000000-0000-4000-8000-000000000000' },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByText(BLOG_EDITOR_TEXT.loadFailed)).toBeVisible();
  },
};
