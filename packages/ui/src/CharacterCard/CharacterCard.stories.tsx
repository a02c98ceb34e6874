import { characterArt } from '@ic/art';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { LinkProvider } from '../LinkProvider';
import { navigatedTo, RecordingLink } from '../storybook/recordingLink';
import { CharacterCard } from './CharacterCard';

const meta = {
  title: 'Characters/CharacterCard',
  component: CharacterCard,
  argTypes: {
    imageLoading: { control: 'inline-radio', options: ['eager', 'lazy'] },
  },
  args: {
    name: 'Agnira',
    imageUrl: characterArt('A', '#c81e3a'),
    href: '/characters/biography?id=1fcbda002725f9900125e0e9',
    imageLoading: 'eager',
  },
  decorators: [
    (Story) => (
      <LinkProvider component={RecordingLink}>
        <div style={{ maxWidth: 220 }}>
          <Story />
        </div>
      </LinkProvider>
    ),
  ],
  beforeEach: () => {
    navigatedTo.mockClear();
  },
} satisfies Meta<typeof CharacterCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole card is one link named by the character; Enter and a click both open it. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Agnira' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByText('Agnira'));
    await expect(navigatedTo).toHaveBeenCalledTimes(2);
    await expect(navigatedTo).toHaveBeenCalledWith(args.href);
  },
};

/** The portrait is decorative: the name beside it already names the link. */
export const PortraitIsDecorative: Story = {
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('loading', 'eager');
  },
};

/** No portrait in the list (spec: mainImageUrl falls back to empty): a silhouette keeps the shape. */
export const NoPortrait: Story = {
  args: { imageUrl: '', name: 'Unknown' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-missing] svg')).not.toBeNull();
    await expect(canvas.getByRole('link', { name: 'Unknown' })).toBeVisible();
  },
};

/** A long name wraps inside the card instead of overflowing it. */
export const LongName: Story = {
  args: {
    name: 'Professor Chitragupt Rao of the Ninth Gate',
    imageUrl: characterArt('P', '#1a4fd6'),
  },
  play: async ({ canvas }) => {
    const name = canvas.getByText('Professor Chitragupt Rao of the Ninth Gate');
    const card = canvas.getByRole('link');
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(
      card.getBoundingClientRect().right,
    );
  },
};
