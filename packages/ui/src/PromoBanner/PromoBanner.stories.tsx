import { heroArt } from '@ic/art';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Countdown } from '../Countdown';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { TextLink } from '../TextLink';
import {
  PROMO_BANNER_HEADINGS,
  PROMO_BANNER_IMAGE_SIDES,
  PROMO_BANNER_TONES,
  PromoBanner,
} from './PromoBanner';

const join = fn();

const meta = {
  title: 'Site/PromoBanner',
  component: PromoBanner,
  argTypes: {
    tone: { control: 'inline-radio', options: PROMO_BANNER_TONES },
    imageSide: { control: 'inline-radio', options: PROMO_BANNER_IMAGE_SIDES },
    headingLevel: { control: 'inline-radio', options: PROMO_BANNER_HEADINGS },
    imageLoading: { control: 'inline-radio', options: ['lazy', 'eager'] },
    title: { control: 'text' },
    eyebrow: { control: 'text' },
    text: { control: 'text' },
    action: { control: false },
    children: { control: false },
  },
  args: {
    title: 'Join the Ultimate Universe',
    eyebrow: 'IC Ultimate',
    text: 'Exclusive comics, early access to new chapters and member-only merchandise.',
    image: heroArt(1, true),
    imageAlt: 'A caped hero leaping in front of a starburst',
    imageLoading: 'eager',
    tone: 'inverse',
    imageSide: 'end',
    headingLevel: 'h2',
    action: (
      <Button variant="secondary" onClick={join}>
        Join Now
      </Button>
    ),
  },
  beforeEach: () => {
    join.mockClear();
  },
} satisfies Meta<typeof PromoBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled region with its heading, picture and action; the action works by keyboard. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Join the Ultimate Universe' });
    await expect(region).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Join the Ultimate Universe',
    );
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      'A caped hero leaping in front of a starburst',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Join Now' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(join).toHaveBeenCalledOnce();
  },
};

/** An external link as the action: it opens a new tab and says so. */
export const ExternalLink: Story = {
  args: {
    title: 'Wear your universe',
    eyebrow: 'Merchandise',
    text: 'Tees, posters and figures of your favourite heroes in the IC shop.',
    tone: 'primary',
    imageSide: 'start',
    image: heroArt(2, true),
    imageAlt: '',
    action: (
      <TextLink variant="button" tone="secondary" href="https://shop.icuniverse.example">
        Shop Now
      </TextLink>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Shop Now/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName('Shop Now (opens in a new tab)');
    // A decorative picture is left out of the accessibility tree.
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** Extra content under the text: the event banner's countdown. */
export const WithCountdown: Story = {
  args: {
    title: 'IC Fan Fest 2025',
    eyebrow: 'Save the date',
    text: 'A day of signings, cosplay and first looks at new chapters.',
    tone: 'accent',
    image: undefined,
    action: undefined,
    children: (
      <Countdown
        target={new Date(2025, 9, 12)}
        now={() => new Date(2025, 9, 10, 12, 0, 0)}
        tone="dark"
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /Countdown to/ })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Secondary: Story = {
  args: {
    tone: 'secondary',
    title: 'The IC Foundation',
    eyebrow: 'Giving back',
    text: 'Reading rooms, art classes and scholarships for young storytellers.',
    image: heroArt(3, true),
    action: (
      <TextLink variant="button" tone="primary" href="https://foundation.icuniverse.example">
        Visit the Foundation
      </TextLink>
    ),
  },
};

export const Paper: Story = {
  args: { tone: 'paper', headingLevel: 'h3', image: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
  },
};

export const OnAPhone: Story = { ...PHONE_VIEWPORT };
