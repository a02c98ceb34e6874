import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BUTTON_SIZES, BUTTON_VARIANTS } from '../Button';
import { LinkProvider, type LinkComponentProps } from '../LinkProvider';
import { NEW_TAB_HINT, TEXT_LINK_VARIANTS, TextLink } from './TextLink';

// Stands in for the app's router adapter.
const navigate = fn();

function RouterLink({ href, onClick, children, ...rest }: LinkComponentProps) {
  return (
    <a
      href={href}
      data-router-link=""
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
        onClick?.(event);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}

const meta = {
  title: 'Primitives/TextLink',
  component: TextLink,
  argTypes: {
    variant: { control: 'inline-radio', options: TEXT_LINK_VARIANTS },
    tone: { control: 'select', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
    external: { control: 'boolean' },
  },
  args: { href: '/characters', children: 'Meet the characters', variant: 'inline' },
  decorators: [
    (Story) => (
      <LinkProvider component={RouterLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Internal links go through the provided router link: Enter navigates inside the app. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Meet the characters' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).not.toHaveAttribute('target');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/characters');
  },
};

export const Inline: Story = {
  render: (args) => (
    <p>
      Forgot your password?{' '}
      <TextLink {...args} href="/forgot-password">
        Reset it here
      </TextLink>{' '}
      in a minute.
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Reset it here' })).toHaveClass('variant-inline');
  },
};

/** Navigation links; the current page is marked with aria-current. */
export const Nav: Story = {
  render: (args) => (
    <nav aria-label="Main">
      <ul style={{ display: 'flex', gap: 24, listStyle: 'none', padding: 0 }}>
        <li>
          <TextLink {...args} variant="nav" href="/">
            Home
          </TextLink>
        </li>
        <li>
          <TextLink {...args} variant="nav" href="/news" aria-current="page">
            Blogs &amp; News
          </TextLink>
        </li>
        <li>
          <TextLink {...args} variant="nav" href="/comics">
            Comics
          </TextLink>
        </li>
      </ul>
    </nav>
  ),
  play: async ({ canvas }) => {
    const current = canvas.getByRole('link', { name: 'Blogs & News' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

/** A link that looks like a button (e.g. Join Now → /ultimate) is still a link. */
export const ButtonLike: Story = {
  args: {
    variant: 'button',
    tone: 'secondary',
    size: 'lg',
    href: '/ultimate',
    children: 'Join Now',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Join Now' });
    await expect(link).toHaveClass('variant-secondary', 'size-lg');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/ultimate');
  },
};

/** Absolute URLs open in a new tab, bypass the router, and announce it. */
export const External: Story = {
  args: { href: 'https://shop.example.com/', children: 'Shop' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: `Shop ${NEW_TAB_HINT}` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('rel')).toContain('noopener');
    await expect(link).not.toHaveAttribute('data-router-link');
  },
};

export const ExternalButton: Story = {
  args: {
    variant: 'button',
    tone: 'accent',
    href: 'https://foundation.example.org/',
    children: 'Visit the foundation',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: `Visit the foundation ${NEW_TAB_HINT}` });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** `external` forces a new tab for a same-site document such as a policy PDF. */
export const ForcedExternal: Story = {
  args: { href: '/files/refund-policy.pdf', external: true, children: 'Refund policy (PDF)' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Refund policy \(PDF\)/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName(`Refund policy (PDF) ${NEW_TAB_HINT}`);
  },
};
