import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { FollowButton } from '../FollowButton';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { ComicOverview } from './ComicOverview';

const meta = {
  title: 'Discovery/ComicOverview',
  component: ComicOverview,
  args: {
    synopsis:
      'When the monsoon floods the lower chawls, a night-shift watch of misfits keeps Mayapuri afloat, one rooftop rescue at a time.',
    genres: ['Action', 'Comedy', 'Drama'],
    facts: [
      { label: 'Rating', value: 'PG: Parental Guidance' },
      { label: 'Status', value: 'Ongoing' },
      { label: 'Chapters', value: '6 (5 for members)' },
      { label: 'Creators', value: 'Ira Menon (writer), Kabir Sethi (artist)' },
    ],
    actions: <FollowButton title="Night Watch: Mayapuri" following={false} onChange={fn()} />,
  },
} satisfies Meta<typeof ComicOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Genres as badges, the synopsis, the Follow button, and the facts beside them. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const genres = canvas.getByRole('list', { name: 'Genres' });
    await expect(
      within(genres)
        .getAllByRole('listitem')
        .map((g) => g.textContent),
    ).toEqual(['Action', 'Comedy', 'Drama']);
    await expect(canvas.getByText('Rating').nextElementSibling).toHaveTextContent(
      'PG: Parental Guidance',
    );
    await expect(
      canvas.getByRole('button', { name: 'Follow Night Watch: Mayapuri' }),
    ).toBeVisible();
  },
};

/** A comic the archive knows little about: only its synopsis. */
export const SynopsisOnly: Story = {
  args: { genres: [], facts: [], actions: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list', { name: 'Genres' })).toBeNull();
    await expect(canvas.queryByRole('term')).toBeNull();
  },
};

/** On a phone the facts follow the synopsis. */
export const OnAPhone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvas }) => {
    const synopsis = canvas.getByText(/monsoon floods/).getBoundingClientRect();
    const rating = canvas.getByText('Rating').getBoundingClientRect();
    await expect(rating.top).toBeGreaterThan(synopsis.bottom);
  },
};
