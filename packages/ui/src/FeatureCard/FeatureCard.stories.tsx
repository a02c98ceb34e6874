import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ICON_NAMES } from '../Icon';
import { Grid } from '../Layout';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { NEW_TAB_HINT } from '../TextLink';
import { FEATURE_CARD_HEADINGS, FeatureCard } from './FeatureCard';

const meta = {
  title: 'Content/FeatureCard',
  component: FeatureCard,
  argTypes: {
    icon: { control: 'select', options: ICON_NAMES },
    headingLevel: { control: 'inline-radio', options: FEATURE_CARD_HEADINGS },
    title: { control: 'text' },
    description: { control: 'text' },
    eyebrow: { control: 'text' },
    href: { control: 'text' },
  },
  args: {
    title: 'Work with us',
    description: 'Internships and jobs for artists, writers and developers.',
    icon: 'user',
    href: '/careers',
    headingLevel: 'h3',
  },
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole card is one link, named by its text. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Work with us/ });
    await expect(link).toHaveAttribute('href', '/careers');
    await expect(link).not.toHaveAttribute('target');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Work with us' })).toBeVisible();
  },
};

/** An address on another site opens in a new tab and says so. */
export const External: Story = {
  args: {
    title: 'YouTube',
    description: 'Trailers and animated shorts.',
    icon: 'youtube',
    href: 'https://youtube.example',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', {
      name: new RegExp(NEW_TAB_HINT.replace(/[()]/g, '\\$&')),
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Without `href`, a plain card: a milestone with its date above the title. */
export const Static: Story = {
  args: {
    href: undefined,
    icon: 'calendar',
    eyebrow: 'Mar 8, 2025',
    title: 'Animation studio opens',
    description: 'Our first animated shorts go into production.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('Mar 8, 2025')).toBeVisible();
  },
};

/** No icon: the text takes the whole card. */
export const WithoutIcon: Story = { args: { icon: undefined } };

/** Side by side in a grid, cards stretch to the tallest. */
export const InAGrid: Story = {
  render: (args) => (
    <Grid as="ul" min="sm">
      <li>
        <FeatureCard {...args} />
      </li>
      <li>
        <FeatureCard
          {...args}
          title="Tell us what you think"
          description="Ideas, praise and bug reports all help us make better comics for you and your family."
          icon="mail"
          href="/feedback"
        />
      </li>
    </Grid>
  ),
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('link');
    await expect(first!.getBoundingClientRect().height).toBe(
      second!.getBoundingClientRect().height,
    );
  },
};

export const OnAPhone: Story = { ...PHONE_VIEWPORT };
