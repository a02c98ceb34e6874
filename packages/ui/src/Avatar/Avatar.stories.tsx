import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar, AVATAR_SIZES } from './Avatar';

// An original comic-style face, drawn inline so the story needs no network.
const FACE = `data:image/svg+xml;utf8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">
    <rect width="96" height="96" fill="#ffc832"/>
    <circle cx="48" cy="52" r="30" fill="#f2c6a0" stroke="#14121f" stroke-width="4"/>
    <path d="M18 44 Q48 0 78 44 Q62 28 48 34 Q34 28 18 44Z" fill="#14121f"/>
    <circle cx="38" cy="52" r="4" fill="#14121f"/><circle cx="58" cy="52" r="4" fill="#14121f"/>
    <path d="M38 66 Q48 74 58 66" fill="none" stroke="#14121f" stroke-width="4" stroke-linecap="round"/>
  </svg>`,
)}`;

// Not a valid PNG: the browser fires `error`, as for a dead link.
const BROKEN = 'data:image/png;base64,AAAA';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  argTypes: { size: { control: 'inline-radio', options: AVATAR_SIZES } },
  args: { name: 'Asha Verma', size: 'lg' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A picture, named by its alt text (the name by default). */
export const Playground: Story = {
  args: { src: FACE },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Asha Verma' });
    await expect(image.tagName).toBe('IMG');
  },
};

/** No picture: the initials, in a colour fixed by the name, named by the name. */
export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Asha Verma' });
    await expect(avatar).toHaveTextContent('AV');
    await expect(avatar).toHaveAttribute('data-avatar', 'initials');
  },
};

/** The picture fails to load: the initials take its place. */
export const BrokenImageFallsBack: Story = {
  args: { src: BROKEN, name: 'Kabir Singh' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Kabir Singh' })).toHaveTextContent('KS'),
    );
  },
};

/** Beside a written name the avatar is decorative: alt="" hides it from screen readers. */
export const Decorative: Story = {
  args: { alt: '', size: 'sm', name: 'Guest' },
  render: (args) => (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <Avatar {...args} />
      Hi, Guest!
    </span>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('G')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {AVATAR_SIZES.map((size) => (
        <Avatar key={size} {...args} size={size} name={`Meera Iyer ${size}`} />
      ))}
      {AVATAR_SIZES.map((size) => (
        <Avatar key={`img-${size}`} {...args} size={size} src={FACE} alt={`Picture ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('img', { name: 'Picture sm' }).parentElement as HTMLElement;
    const large = canvas.getByRole('img', { name: 'Picture lg' }).parentElement as HTMLElement;
    await expect(small.getBoundingClientRect().width).toBeLessThan(
      large.getBoundingClientRect().width,
    );
  },
};
