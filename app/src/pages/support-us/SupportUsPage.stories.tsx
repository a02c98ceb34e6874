import { MESSAGES } from '@ic/domain';
import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedInUser } from '../../mocks/fixtures';
import { STORY_RECEIPT } from '../../mocks/handlers';
import { childMe } from '../../mocks/access';
import { PAGE_STORY, api, signedInAs } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { AFTER_SKELETONS, findSandboxCheckout, mainOf } from '../../stories/scope';

/** What an anonymous donor reads once paid, as the English catalogue holds it. */
const donationReceiptText = (receiptNumber: string) =>
  `Thank you! Your donation is received. Your receipt number is ${receiptNumber}: keep it for your records.`;

const meta = {
  title: 'Pages/Support Us',
  ...PAGE_STORY,
  args: { url: '/support-us' },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The statistics region's figures, in order. */
function figures(scope: ReturnType<typeof within>) {
  const region: HTMLElement = scope.getByRole('region', { name: 'Your support so far' });
  return [...region.querySelectorAll('dd')].map((figure) => figure.textContent);
}

/**
 * Statistics in Indian grouping (the floors plus the three gifts listed: one story), fund groups
 * that open and close, stories to the end.
 */
export const Content: Story = {
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Support Us' })).toBeVisible();
    await page.findByText('₹3,30,201', {}, AFTER_SKELETONS);
    await expect(figures(page)).toEqual(['₹3,30,201', '347', '7']);

    const [firstGroup] = page.getAllByRole('button', { name: 'VIEW BREAKDOWN' });
    await userEvent.click(firstGroup!);
    await expect(firstGroup).toHaveTextContent('VIEW LESS');
    await expect(page.getByText('Youth & Sports')).toBeVisible();
    await userEvent.click(firstGroup!);
    await expect(firstGroup).toHaveTextContent('VIEW BREAKDOWN');

    await expect(
      await page.findByRole('list', { name: 'Contributors' }, AFTER_SKELETONS),
    ).toHaveTextContent('Meera K.');

    const stories = page.getByRole('region', { name: 'Support Us stories' });
    const viewMore = await within(stories).findByRole(
      'button',
      { name: 'View More' },
      AFTER_SKELETONS,
    );
    await userEvent.click(viewMore);
    await userEvent.click(viewMore);
    await expect(await within(stories).findByText(MESSAGES.timelineEnd)).toBeVisible();
    await expect(within(stories).getAllByRole('article')).toHaveLength(5);
  },
};

/**
 * A one-time donation while signed out: the sandbox checkout names the amount; paying thanks the
 * donor and shows the receipt number (an anonymous donor gave no address to mail it to).
 */
export const DonateOneTime: Story = {
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    const panel = within(page.getByRole('form', { name: 'Make a donation' }));
    await userEvent.click(panel.getByRole('button', { name: '₹1,500' }));
    await userEvent.click(panel.getByRole('button', { name: 'Donate Now' }));
    const body = within(canvasElement.ownerDocument.body);
    await findSandboxCheckout(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Pay ₹1,500' }));
    const toast = await body.findByText(MESSAGES.donationThanks);
    // The toast slides in: visible once its entry animation has run.
    await waitFor(() => expect(toast).toBeVisible());
    await expect(await page.findByText(donationReceiptText(STORY_RECEIPT))).toBeVisible();
  },
};

/** A failed order creation shows the server's message. */
export const DonateCreateFails: Story = {
  parameters: api(
    'content',
    http.post('/support/create', () =>
      HttpResponse.json({ success: false, message: 'Donations are paused.' }, { status: 503 }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    const panel = within(page.getByRole('form', { name: 'Make a donation' }));
    await userEvent.click(panel.getByRole('button', { name: '₹500' }));
    await userEvent.click(panel.getByRole('button', { name: 'Donate Now' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Donations are paused.')).toBeVisible());
  },
};

/** Signed in, the page is the same; the header greets the reader. */
export const SignedIn: Story = {
  beforeEach: signedInAs(signedInUser),
  // The server confirms the session the cookie claims.
  parameters: api(
    'content',
    http.get('/api/me', () => HttpResponse.json({ success: true, data: signedInUser })),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'Hi, Priya!' }, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Support Us' })).toBeVisible();
  },
};

/**
 * No gift through the site yet: the floors, and a contributors list that invites the first name
 * without claiming "no supporters" beside 344 of them.
 */
export const Empty: Story = {
  parameters: api('empty'),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await page.findByText('₹3,25,701', {}, AFTER_SKELETONS);
    await expect(figures(page)).toEqual(['₹3,25,701', '344', '7']);
    await expect(
      await page.findByRole('heading', { name: 'Be the first name on this list' }, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(page.queryByText(/no supporters/i)).toBeNull();
    await expect(
      await page.findByRole('heading', { name: 'No stories yet' }, AFTER_SKELETONS),
    ).toBeVisible();
  },
};

/** Every call fails: logged, and the page shows the floors and its empty states. */
export const Error: Story = {
  parameters: api('error'),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await page.findByText('₹3,25,701', {}, AFTER_SKELETONS);
    await expect(
      await page.findByRole('heading', { name: 'Be the first name on this list' }, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(
      await page.findByRole('heading', { name: 'No stories yet' }, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(page.getAllByRole('button', { name: 'VIEW BREAKDOWN' })).toHaveLength(3);
  },
};

/** Waiting for the API: skeletons where the data goes; the panel and fund split need no data. */
export const Loading: Story = {
  parameters: api('loading'),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(page.getAllByRole('status').length).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('form', { name: 'Make a donation' })).toBeVisible();
    await expect(page.getAllByRole('button', { name: 'VIEW BREAKDOWN' })).toHaveLength(3);
  },
};

/** On a phone the stories step one at a time with Prev and Next. */
export const OnAPhone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    const stories = await page.findByRole(
      'region',
      { name: 'Support Us stories' },
      AFTER_SKELETONS,
    );
    const timeline = within(stories);
    await expect(timeline.getByText('1 of 5')).toBeVisible();
    await userEvent.click(timeline.getByRole('button', { name: 'Next' }));
    await expect(timeline.getByText('2 of 5')).toBeVisible();
    await userEvent.click(timeline.getByRole('button', { name: 'Prev' }));
    await expect(timeline.getByText('1 of 5')).toBeVisible();
  },
};

/** A child account: the donation panel says a guardian must give, with nothing to press. */
export const ChildAccount: Story = {
  beforeEach: signedInAs(signedInUser),
  parameters: api('content', childMe()),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    const panel = within(
      await page.findByRole('region', { name: 'Make a donation' }, AFTER_SKELETONS),
    );
    await expect(
      await panel.findByText(/only a guardian can buy for a child account/, {}, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(panel.queryByRole('button', { name: 'Donate Now' })).toBeNull();
  },
};
