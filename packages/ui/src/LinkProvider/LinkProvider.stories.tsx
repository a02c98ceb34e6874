import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  ContextLink,
  LinkProvider,
  useLinkComponent,
  type LinkComponentProps,
} from './LinkProvider';

// Stands in for the app's router adapter: navigates in memory instead of loading a page.
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

function Consumer({ href, children }: { href: string; children: string }) {
  return (
    <ContextLink href={href} className="demo-link">
      {children}
    </ContextLink>
  );
}

// The hook is for components that need the link type itself, e.g. to hand it to another API.
function HookConsumer() {
  const Link = useLinkComponent();
  return <output>{Link.name}</output>;
}

const meta = {
  title: 'Primitives/LinkProvider',
  component: LinkProvider,
  args: { component: RouterLink },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof LinkProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a provider, links are plain anchors. */
export const DefaultAnchor: Story = {
  render: () => <Consumer href="#comics">Comics</Consumer>,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Comics' });
    await expect(link).toHaveAttribute('href', '#comics');
    await expect(link).toHaveClass('demo-link');
    await expect(link).not.toHaveAttribute('data-router-link');
  },
};

/** With the app's router link provided, every consumer renders it and navigation stays in the app. */
export const WithRouterLink: Story = {
  render: (args) => (
    <LinkProvider {...args}>
      <Consumer href="/characters">Characters</Consumer>
      <HookConsumer />
    </LinkProvider>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Characters' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveClass('demo-link');
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/characters');
    await expect(canvas.getByRole('status')).toHaveTextContent('RouterLink');
  },
};
