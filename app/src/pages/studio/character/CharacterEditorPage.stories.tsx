import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EDITORIAL_MESSAGES } from '@ic/domain';
import { studioCharacters } from '../../../mocks/studioEditorial';
import { studioApi, STUDIO_PAGE_STORY } from '../../../stories/studioMeta';
import type { StudioPageStory } from '../../../stories/StudioPageStory';
import { mainOf } from '../../../stories/scope';

const [agni] = studioCharacters;
const body = within(document.body);

const meta = {
  title: 'Studio pages/Character editor',
  ...STUDIO_PAGE_STORY,
  parameters: { ...STUDIO_PAGE_STORY.parameters, ...studioApi(['editor']) },
  args: { url: `/studio/characters/${agni?._id}` },
} satisfies Meta<typeof StudioPageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The biography's fields, lists one a line; a picture uploads into its field; it saves. */
export const EditAndSave: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('heading', { level: 1, name: 'Agni Storm' })).toBeVisible();
    await expect(main.getByLabelText(/^Powers, one a line/)).toHaveValue('Lightning\nFlight');
    await userEvent.type(main.getByLabelText(/^Powers, one a line/), '\nRain calling');
    await userEvent.upload(
      main.getByLabelText('Main picture Choose a file'),
      new File(['<svg/>'], 'agni-new.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(main.getByLabelText(/^Main picture address/)).toHaveValue(
        '/media/studio/agni-new.svg',
      ),
    );
    await userEvent.click(main.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body.getByText(EDITORIAL_MESSAGES.characterSaved)).toBeVisible());
  },
};

/** A name is required, and pictures come from our media store only. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await main.findByRole('heading', { level: 1, name: 'Agni Storm' });
    await userEvent.clear(main.getByLabelText(/^Name/));
    await userEvent.clear(main.getByLabelText(/^Wide picture address/));
    await userEvent.type(
      main.getByLabelText(/^Wide picture address/),
      'https://elsewhere.example/x.png',
    );
    await userEvent.click(main.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(main.getByText(EDITORIAL_MESSAGES.nameRequired)).toBeVisible());
    await expect(main.getByText(EDITORIAL_MESSAGES.imageInvalid)).toBeVisible();
  },
};
