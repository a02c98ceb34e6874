import { heroArt } from '@ic/art';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Card } from '../Card';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { TextLink } from '../TextLink';
import { PAGE_HERO_HEADINGS, PAGE_HERO_TONES, PageHero, PageHeroPicture } from './PageHero';

const startReading = fn();

const picture = (
  <PageHeroPicture
    src={heroArt(3, true)}
    alt="A caped hero on a yellow starburst"
    width={320}
    height={180}
  />
);

const meta = {
  title: 'Layout/PageHero',
  component: PageHero,
  parameters: { layout: 'fullscreen' },
  argTypes: {
    tone: { control: 'inline-radio', options: PAGE_HERO_TONES },
    headingLevel: { control: 'inline-radio', options: PAGE_HERO_HEADINGS },
    title: { control: 'text' },
    eyebrow: { control: 'text' },
    description: { control: 'text' },
    media: { control: false },
    actions: { control: false },
  },
  args: {
    title: 'Stories Made in India',
    eyebrow: 'Comics · Animation · Games',
    description: 'Heroes from our cities, myths and kitchens, drawn for readers of every age.',
    tone: 'paper',
    headingLevel: 'h1',
    media: picture,
    actions: (
      <>
        <Button onClick={startReading}>Start reading</Button>
        <TextLink href="/characters" variant="button" tone="outline">
          Meet the heroes
        </TextLink>
      </>
    ),
  },
  beforeEach: () => {
    startReading.mockClear();
  },
} satisfies Meta<typeof PageHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's h1 names the band; the picture sits beside the copy, the actions work. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Stories Made in India' });
    await expect(canvas.getByRole('region', { name: 'Stories Made in India' })).toBeVisible();
    const image = canvas.getByRole('img', { name: 'A caped hero on a yellow starburst' });
    await expect(image.getBoundingClientRect().left).toBeGreaterThan(
      title.getBoundingClientRect().right,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Start reading' }));
    await expect(startReading).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Meet the heroes' })).toHaveAttribute(
      'href',
      '/characters',
    );
  },
};

/** Only a title and a sentence: the copy takes the whole width. */
export const TextOnly: Story = {
  args: { media: undefined, actions: undefined, eyebrow: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** Anything can sit beside the copy, e.g. a form panel. */
export const WithPanel: Story = {
  args: {
    media: (
      <Card>
        <h2>Join the club</h2>
        <p>A panel in place of a picture.</p>
      </Card>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Join the club' })).toBeVisible();
  },
};

export const Accent: Story = { args: { tone: 'accent' } };
export const Inverse: Story = { args: { tone: 'inverse' } };

/** Lower down a page, the hero's title is an h2. */
export const AsASecondHeading: Story = {
  args: { headingLevel: 'h2' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Stories Made in India' }),
    ).toBeVisible();
  },
};

/** On a phone the picture goes below the copy. */
export const OnAPhone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1 });
    const image = canvas.getByRole('img');
    await expect(image.getBoundingClientRect().top).toBeGreaterThan(
      title.getBoundingClientRect().bottom,
    );
  },
};
