import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { TextLink } from '../TextLink';
import { COMIC_HEADER_HEADINGS, ComicHeader } from './ComicHeader';

// An original cover drawn inline: a comet over a river town.
const COVER = `data:image/svg+xml;utf8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 200">
    <rect width="160" height="200" fill="#1d1a2e"/>
    <path d="M20 30 L120 90" stroke="#ffc832" stroke-width="10" stroke-linecap="round"/>
    <circle cx="124" cy="92" r="14" fill="#fffaf0" stroke="#14121f" stroke-width="4"/>
    <path d="M0 160 Q40 140 80 160 T160 160 V200 H0Z" fill="#1a4fd6" stroke="#14121f" stroke-width="4"/>
  </svg>`,
)}`;

const meta = {
  title: 'Comics/ComicHeader',
  component: ComicHeader,
  argTypes: { headingLevel: { control: 'inline-radio', options: COMIC_HEADER_HEADINGS } },
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Comet Over Kashi',
    cover: COVER,
    meta: ['Released 2025', 'Ira Menon, Kabir Sethi'],
    loading: false,
    headingLevel: 'h1',
  },
} satisfies Meta<typeof ComicHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Comet Over Kashi' })).toBeVisible();
    await expect(canvas.getByText('Ira Menon, Kabir Sethi')).toBeVisible();
  },
};

/** With a way back above the title. */
export const WithEyebrow: Story = {
  args: { eyebrow: <TextLink href="/comics">All comics</TextLink> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'All comics' })).toHaveAttribute(
      'href',
      '/comics',
    );
  },
};

/** Loading: stand-ins, and the heading still there for screen readers. */
export const Loading: Story = {
  args: { loading: true, title: 'Chapters' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chapters' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const MissingCover: Story = {
  args: { cover: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-cover="placeholder"]')).not.toBeNull();
  },
};

export const Phone: Story = { ...PHONE_VIEWPORT };
