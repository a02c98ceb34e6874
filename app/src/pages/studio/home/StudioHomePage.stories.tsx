import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NOT_ALLOWED_TEXT } from '@ic/ui';
import { studioApi, STUDIO_PAGE_STORY } from '../../../stories/studioMeta';
import type { StudioPageStory } from '../../../stories/StudioPageStory';
import { mainOf } from '../../../stories/scope';
import { studioPending } from '../../../mocks/studio';
import { clearUserCookie } from '../../../session/userCookie';

const meta = {
  title: 'Studio pages/Home',
  ...STUDIO_PAGE_STORY,
  args: { url: '/studio' },
} satisfies Meta<typeof StudioPageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: today's takings and every screen an admin opens, in the side navigation too. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(main.getByRole('heading', { level: 1, name: 'Studio' })).toBeVisible();
    await expect(await main.findByText('₹5,988 from 12 payments')).toBeVisible();
    await expect(main.getByText('₹1,500 from 3 payments')).toBeVisible();
    for (const name of ['Members', 'Staff', 'Audit log']) {
      await expect(main.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    }
    await expect(main.queryByRole('link', { name: /Contributors/ })).toBeNull();
    await expect(main.queryByRole('link', { name: /Inbox/ })).toBeNull();
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Studio' }));
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  },
};

/** A moderator: no money, only the moderation screens (Contributors, Inbox). */
export const Moderator: Story = {
  parameters: studioApi(['moderator']),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('link', { name: /Contributors/ })).toBeVisible();
    await expect(main.getByRole('link', { name: /Inbox/ })).toHaveAttribute(
      'href',
      '/studio/inbox',
    );
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Studio' }));
    await expect(nav.getByRole('link', { name: 'Inbox' })).toBeVisible();
    await expect(main.queryByText('Today’s takings')).toBeNull();
    await expect(main.queryByRole('link', { name: /Staff/ })).toBeNull();
  },
};

/** Signed in without a role: the server's 403 becomes the clean NotAllowed page. */
export const NotAllowed: Story = {
  parameters: studioApi([]),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { level: 1, name: NOT_ALLOWED_TEXT.title }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Back to the site' })).toHaveAttribute('href', '/');
  },
};

/** Signed out: off to the login page (which brings the person back afterwards). */
export const SignedOut: Story = {
  // The meta signs in first; this story signs out again before it renders.
  beforeEach: () => clearUserCookie(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Log In' })).toBeVisible();
  },
};

/** While the roles are on their way. */
export const Loading: Story = {
  parameters: studioApi(['admin'], studioPending),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};
