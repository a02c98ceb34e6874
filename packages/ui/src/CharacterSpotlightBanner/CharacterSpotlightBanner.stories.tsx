import { heroArt } from '@ic/art';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { LinkProvider } from '../LinkProvider';
import { generatedCharacterArt } from '../storybook/generatedArt';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { CHARACTER_SPOTLIGHT_HEADINGS, CharacterSpotlightBanner } from './CharacterSpotlightBanner';
import { navigatedTo, RecordingLink } from '../storybook/recordingLink';

const meta = {
  title: 'Characters/CharacterSpotlightBanner',
  component: CharacterSpotlightBanner,
  argTypes: {
    headingLevel: { control: 'inline-radio', options: CHARACTER_SPOTLIGHT_HEADINGS },
    imageLoading: { control: 'inline-radio', options: ['lazy', 'eager'] },
  },
  args: {
    name: 'Agnivarsha',
    knownAs: 'The Ember of Varanasi',
    description:
      'A ghat-side tea seller who learnt that the river lamps answer her call, and now keeps the old city lit through its longest nights.',
    powers: ['Flame weaving', 'Heat sight', 'Ember flight'],
    image: heroArt(0),
    imageLoading: 'eager',
    href: '/characters/biography?id=agni',
    actionLabel: 'Know More',
    eyebrow: 'Character Spotlight',
    headingLevel: 'h2',
  },
  decorators: [
    (Story) => (
      <LinkProvider component={RecordingLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  beforeEach: () => {
    navigatedTo.mockClear();
  },
} satisfies Meta<typeof CharacterSpotlightBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named 'Character Spotlight' plus the name; Know More leads to the biography by keyboard. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'Character Spotlight Agnivarsha' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Agnivarsha' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: "Agnivarsha's powers" })).toBeVisible();
    const more = canvas.getByRole('link', { name: 'Know More' });
    await expect(more).toHaveAccessibleDescription('Agnivarsha');
    more.focus();
    await userEvent.keyboard('{Enter}');
    await expect(navigatedTo).toHaveBeenCalledWith('/characters/biography?id=agni');
  },
};

/** Only a name and a picture: no alias, description or powers are drawn. */
export const Sparse: Story = {
  args: { knownAs: null, description: null, powers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Know More' })).toBeVisible();
  },
};

/** No art: a silhouette stands in the same square, so nothing shifts. */
export const WithoutArt: Story = { args: { image: null } };

export const OnAPhone: Story = { ...PHONE_VIEWPORT };

/** A generated banner in the square frame: cropped around the figure, not the empty middle. */
export const GeneratedBanner: Story = {
  args: { image: generatedCharacterArt(3, 'banner') },
  play: async ({ canvasElement }) => {
    const art = canvasElement.querySelector('img');
    await expect(art).not.toBeNull();
    await expect(getComputedStyle(art as Element).objectPosition).toBe('72% 42%');
  },
};
