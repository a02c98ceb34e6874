import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge';
import { PromoBar } from '../PromoBar';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { SiteHeader } from './SiteHeader';
import type { SiteLink } from './siteLinks';
import { navigate, withStoryRouter } from './storyRouter';

const links: SiteLink[] = [
  { href: '/', label: 'Home' },
  { href: '/news', label: 'Blogs & News' },
  { href: '/characters', label: 'Characters' },
  { href: '/comics', label: 'Comics' },
  { href: '/animation', label: 'Animation' },
  { href: '/games', label: 'Games' },
  { href: '/community', label: 'Community' },
  { href: '/aboutUS', label: 'About Us' },
  { href: '/support-us', label: 'Support Us' },
  { href: '/ultimate', label: 'Ultimate' },
  { href: '/careers', label: 'Careers' },
  { href: 'https://shop.example.com', label: 'Shop', external: true },
];

const meta = {
  title: 'Navigation/SiteHeader',
  component: SiteHeader,
  decorators: [withStoryRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    links,
    user: null,
    currentPath: '/comics',
    homeHref: '/',
    loginHref: '/login',
    dashboardHref: '/dashboard',
    onSearch: fn(),
    onAccount: fn(),
  },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const mainNav = (root: HTMLElement) =>
  within(within(root).getByRole('navigation', { name: 'Main' }));

/** Signed out: 'Log In | Sign Up >' leads to /login; every page link shows; the current one is marked. */
export const SignedOut: Story = {
  play: async ({ canvas, canvasElement }) => {
    const greeting = canvas.getByRole('link', { name: 'Log In | Sign Up >' });
    await expect(greeting).toHaveAttribute('href', '/login');
    await userEvent.click(greeting);
    await expect(navigate).toHaveBeenCalledWith('/login');

    const nav = mainNav(canvasElement);
    await expect(nav.getAllByRole('link')).toHaveLength(links.length);
    await expect(nav.getByRole('link', { name: 'Comics' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'IC Universe' })).toHaveAttribute('href', '/');
    // The menu toggle is for small screens only.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expect(canvasElement.querySelector('[aria-label="Menu"]')).not.toBeVisible();
  },
};

/** External links (the shop) open in a new tab and say so; internal ones go through the router. */
export const ExternalLink: Story = {
  play: async ({ canvasElement }) => {
    const nav = mainNav(canvasElement);
    const shop = nav.getByRole('link', { name: /^Shop/ });
    await expect(shop).toHaveAttribute('target', '_blank');
    await expect(shop).toHaveAccessibleName('Shop (opens in a new tab)');
    await userEvent.click(nav.getByRole('link', { name: 'Characters' }));
    await expect(navigate).toHaveBeenCalledWith('/characters');
  },
};

/** Signed in: 'Hi, {first word of the name}!' calls onAccount and leads to /dashboard. */
export const SignedIn: Story = {
  args: { user: { name: 'Priya Raghavan Sharma' }, currentPath: '/' },
  play: async ({ canvas, canvasElement, args }) => {
    const greeting = canvas.getByRole('link', { name: 'Hi, Priya!' });
    await expect(greeting).toHaveAttribute('href', '/dashboard');
    await userEvent.click(greeting);
    await expect(args.onAccount).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/dashboard');
    await expect(canvas.queryByText('Log In | Sign Up >')).toBeNull();
    await expect(mainNav(canvasElement).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A premium member: the membership badge sits beside the greeting, outside its link. */
export const SignedInPremium: Story = {
  args: {
    user: { name: 'Priya Raghavan Sharma' },
    greetingBadge: <Badge tone="secondary">Ultimate member</Badge>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Hi, Priya!' })).toBeVisible();
    await expect(canvas.getByText('Ultimate member')).toBeVisible();
  },
};

/** A signed-in user without a name is greeted as Guest. */
export const SignedInWithoutName: Story = {
  args: { user: { name: '  ' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Hi, Guest!' })).toBeVisible();
  },
};

/** The search box: a labelled input in a search landmark; submitting sends the trimmed query. */
export const Search: Story = {
  play: async ({ canvas, args }) => {
    const search = within(canvas.getByRole('search', { name: 'Site' }));
    const input = search.getByRole('searchbox', { name: 'Search' });
    await userEvent.click(search.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).not.toHaveBeenCalled();

    await userEvent.type(input, '  storm rider {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('storm rider');
    await userEvent.clear(input);
    await userEvent.type(input, 'comet');
    await userEvent.click(search.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('comet');
  },
};

/** On the search results page the box holds the query shown, ready to refine. */
export const OnSearchResults: Story = {
  args: { searchQuery: 'vayu' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(input).toHaveValue('vayu');
    await userEvent.type(input, 'veer{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('vayuveer');
  },
};

/** With the PromoBar in its slot above the bar. */
export const WithPromo: Story = {
  args: { promo: <PromoBar shopHref="https://shop.example.com" dismissible /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toContainElement(canvas.getByText('ICVERSE10'));
  },
};

/** Phone, menu closed: the toggle shows, the links wait behind it; it opens and closes the list. */
export const MobileMenuToggle: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    const list = mainNav(canvasElement).getByRole('list', { hidden: true });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', list.id);
    await expect(list).not.toBeVisible();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(list).toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(list).not.toBeVisible();

    // Escape closes it and returns the focus to the toggle.
    await userEvent.click(toggle);
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect(list).not.toBeVisible();
    await waitFor(() => expect(toggle).toHaveFocus());

    // Following a link closes the menu too.
    await userEvent.click(toggle);
    await userEvent.click(within(list).getByRole('link', { name: 'Games' }));
    await expect(navigate).toHaveBeenCalledWith('/games');
    await expect(list).not.toBeVisible();
  },
};

/** Phone, menu open (375 px): the links stack under the bar; the current page is marked. */
export const MobileMenuOpen: Story = {
  ...PHONE_VIEWPORT,
  args: { defaultMenuOpen: true, user: { name: 'Arjun Mehta' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const nav = mainNav(canvasElement);
    for (const link of nav.getAllByRole('link')) await expect(link).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Comics' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Hi, Arjun!' })).toBeVisible();
  },
};
