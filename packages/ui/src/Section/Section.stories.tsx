import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card';
import { Grid } from '../Layout';
import { TextLink } from '../TextLink';
import { SECTION_HEADINGS, SECTION_TONES, Section } from './Section';

const meta = {
  title: 'Layout/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  argTypes: {
    tone: { control: 'inline-radio', options: SECTION_TONES },
    spacing: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    headingLevel: { control: 'inline-radio', options: SECTION_HEADINGS },
    title: { control: 'text' },
    eyebrow: { control: 'text' },
    description: { control: 'text' },
  },
  args: {
    title: 'Featured Characters',
    eyebrow: 'From the archive',
    description: 'Heroes, villains and everyone in between.',
    action: <TextLink href="/characters">View All</TextLink>,
    tone: 'plain',
    spacing: 'md',
    headingLevel: 'h2',
    children: (
      <Grid as="ul">
        {['Agni Storm', 'Megh Shade', 'Tara Blaze'].map((name) => (
          <Card key={name} as="li">
            {name}
          </Card>
        ))}
      </Grid>
    ),
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled band of the page: its heading names the region. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Featured Characters' });
    await expect(region).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Featured Characters' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View All' })).toBeVisible();
  },
};

export const Inverse: Story = { args: { tone: 'inverse' } };
export const Accent: Story = {
  args: { tone: 'accent', eyebrow: undefined, description: undefined },
};
export const Alternate: Story = { args: { tone: 'alt', action: undefined } };

/** The title is for screen readers only; the region keeps its name. */
export const HiddenTitle: Story = {
  args: { hideTitle: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Featured Characters' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'View All' })).toBeNull();
  },
};
