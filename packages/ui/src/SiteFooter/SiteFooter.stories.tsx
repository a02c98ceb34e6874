import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { SiteLink } from '../SiteHeader';
import { navigate, withStoryRouter } from '../SiteHeader/storyRouter';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { SiteFooter, type SocialLink } from './SiteFooter';

const pageLinks: SiteLink[] = [
  { href: '/characters', label: 'Characters' },
  { href: '/comics', label: 'Comics' },
  { href: '/games', label: 'Games' },
  { href: '/news', label: 'Blogs & News' },
  { href: '/aboutUS', label: 'About Us' },
  { href: '/support-us', label: 'Support Us' },
  { href: '/careers', label: 'Careers' },
  { href: '/Feedback', label: 'Feedback' },
];

const legalLinks: SiteLink[] = [
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/refund-policy', label: 'Refund Policy' },
  { href: '/terms-of-use', label: 'Terms of Use' },
  { href: '/children-privacy-policy', label: "Children's Privacy Policy" },
  { href: '/anti-harassment', label: 'Anti-Harassment Policy' },
];

const socialLinks: SocialLink[] = [
  { network: 'x', href: 'https://x.example.com/icuniverse' },
  { network: 'youtube', href: 'https://youtube.example.com/icuniverse' },
  { network: 'facebook', href: 'https://facebook.example.com/icuniverse' },
  { network: 'instagram', href: 'https://instagram.example.com/icuniverse' },
  { network: 'linkedin', href: 'https://linkedin.example.com/icuniverse' },
];

const meta = {
  title: 'Navigation/SiteFooter',
  component: SiteFooter,
  decorators: [withStoryRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    pageLinks,
    socialLinks,
    foundationHref: 'https://foundation.example.com',
    researchHref: 'https://research.example.com',
    legalLinks,
    ultimateHref: '/ultimate',
    internshipHref: '/careers',
    homeHref: '/',
    currentPath: '/comics',
  },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: page links (current one marked), social icons, sister sites, Join Ultimate, legal links, copyright. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    const footer = within(canvas.getByRole('contentinfo'));
    const explore = within(footer.getByRole('navigation', { name: 'Explore' }));
    await expect(explore.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      pageLinks.map((link) => link.href),
    );
    await expect(explore.getByRole('link', { name: 'Comics' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(explore.getByRole('link', { name: 'Games' }));
    await expect(navigate).toHaveBeenCalledWith('/games');
    // 'Internship' is a small-screen entry only.
    await expect(explore.queryByRole('link', { name: 'Internship' })).toBeNull();

    const join = footer.getByRole('link', { name: 'Join Ultimate' });
    await expect(join).toHaveAttribute('href', '/ultimate');
    await userEvent.click(join);
    await expect(navigate).toHaveBeenCalledWith('/ultimate');

    const legal = within(footer.getByRole('navigation', { name: 'Legal' }));
    await expect(legal.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      legalLinks.map((link) => link.href),
    );
    await expect(footer.getByText('© 2025–26 IC Universe. All rights reserved.')).toBeVisible();
  },
};

/** Social icons are labelled links opening in a new tab, in the spec's order. */
export const SocialLinks: Story = {
  play: async ({ canvas }) => {
    const social = within(canvas.getByRole('list', { name: 'Follow us' })).getAllByRole('link');
    await expect(social.map((link) => link.textContent)).toEqual([
      'X (opens in a new tab)',
      'YouTube (opens in a new tab)',
      'Facebook (opens in a new tab)',
      'Instagram (opens in a new tab)',
      'LinkedIn (opens in a new tab)',
    ]);
    for (const link of social) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(social[1]).toHaveAttribute('href', 'https://youtube.example.com/icuniverse');
  },
};

/** The foundation and research sites are external: new tab, announced. */
export const SisterSites: Story = {
  play: async ({ canvas }) => {
    const foundation = canvas.getByRole('link', { name: 'Our Foundation (opens in a new tab)' });
    await expect(foundation).toHaveAttribute('href', 'https://foundation.example.com');
    await expect(foundation).toHaveAttribute('target', '_blank');
    const research = canvas.getByRole('link', { name: 'Research (opens in a new tab)' });
    await expect(research).toHaveAttribute('href', 'https://research.example.com');
  },
};

/** Only the social pages that are configured show, in the order given. */
export const SomeSocialLinks: Story = {
  args: {
    socialLinks: socialLinks.filter(({ network }) => ['youtube', 'instagram'].includes(network)),
  },
  play: async ({ canvas }) => {
    const social = within(canvas.getByRole('list', { name: 'Follow us' })).getAllByRole('link');
    await expect(social.map((link) => link.textContent)).toEqual([
      'YouTube (opens in a new tab)',
      'Instagram (opens in a new tab)',
    ]);
  },
};

/**
 * No external site configured: no 'Follow us' list and no 'More from us' column, rather than
 * links to hosts nobody runs. The page and legal links stay.
 */
export const WithoutExternalSites: Story = {
  args: { socialLinks: [], foundationHref: undefined, researchHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list', { name: 'Follow us' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'More from us' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Our Foundation/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Research/ })).toBeNull();
    await expect(canvas.getByRole('navigation', { name: 'Explore' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Join Ultimate' })).toBeVisible();
  },
};

/** Only the foundation configured: 'More from us' lists it alone. */
export const FoundationOnly: Story = {
  args: { researchHref: undefined },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Our Foundation (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://foundation.example.com');
    await expect(canvas.queryByRole('link', { name: /Research/ })).toBeNull();
  },
};

/** Phone (375 px): the columns stack and an 'Internship' entry appears, leading to /careers. */
export const Mobile: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvas }) => {
    const internship = canvas.getByRole('link', { name: 'Internship' });
    await expect(internship).toBeVisible();
    await expect(internship).toHaveAttribute('href', '/careers');
    await userEvent.click(internship);
    await expect(navigate).toHaveBeenCalledWith('/careers');
    await expect(canvas.getByRole('link', { name: 'Join Ultimate' })).toBeVisible();
  },
};
