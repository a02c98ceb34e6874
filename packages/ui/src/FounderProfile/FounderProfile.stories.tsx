import { heroArt } from '@ic/art';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { FOUNDER_HEADINGS, FounderProfile } from './FounderProfile';

const meta = {
  title: 'Content/FounderProfile',
  component: FounderProfile,
  argTypes: {
    headingLevel: { control: 'inline-radio', options: FOUNDER_HEADINGS },
    name: { control: 'text' },
    role: { control: 'text' },
    quote: { control: 'text' },
    portrait: { control: false },
    children: { control: false },
  },
  args: {
    name: 'Ritu Varghese',
    role: 'Founder & Story Editor',
    portrait: {
      src: heroArt(1),
      alt: 'Drawn portrait of Ritu Varghese on a blue starburst',
      width: 200,
      height: 260,
    },
    quote: 'A good hero should feel like someone from your own street.',
    facts: [
      { label: 'Studio founded', value: '2019' },
      { label: 'Home town', value: 'Kochi' },
    ],
    headingLevel: 'h3',
    children: (
      <>
        <p>Ritu sketched her first comic on the back of school notebooks.</p>
        <p>Today she edits every story before it goes to print.</p>
      </>
    ),
  },
} satisfies Meta<typeof FounderProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Portrait, name as a heading, role, biography, quote and facts. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const profile = canvas.getByRole('article', { name: 'Ritu Varghese' });
    await expect(profile).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Ritu Varghese' })).toBeVisible();
    const portrait = canvas.getByRole('img', { name: /Drawn portrait of Ritu Varghese/ });
    await expect(portrait).toHaveAttribute('width', '200');
    await expect(portrait).toHaveAttribute('height', '260');
    await expect(canvas.getByText('Founder & Story Editor')).toBeVisible();
    await expect(canvas.getByRole('blockquote')).toHaveTextContent(
      '“A good hero should feel like someone from your own street.”',
    );
    await expect(canvas.getAllByRole('term')).toHaveLength(2);
    await expect(canvas.getByText('Studio founded').nextElementSibling).toHaveTextContent('2019');
  },
};

/** Without a quote or facts, only the story. */
export const BiographyOnly: Story = {
  args: { quote: undefined, facts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('blockquote')).toBeNull();
    await expect(canvas.queryByRole('term')).toBeNull();
  },
};

/** The name as an h2 where the profile is the section itself. */
export const AsASectionHeading: Story = {
  args: { headingLevel: 'h2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ritu Varghese' })).toBeVisible();
  },
};

/** On a phone the portrait sits above the story. */
export const OnAPhone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvas }) => {
    const portrait = canvas.getByRole('img');
    const name = canvas.getByRole('heading');
    await expect(name.getBoundingClientRect().top).toBeGreaterThan(
      portrait.getBoundingClientRect().bottom,
    );
  },
};
