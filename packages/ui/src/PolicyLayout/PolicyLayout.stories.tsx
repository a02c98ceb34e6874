import { POLICY } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LinkProvider, type LinkComponentProps } from '../LinkProvider';
import { PolicyLayout, type PolicySection } from './PolicyLayout';

// Original sample text for a refund policy, quoting the policy facts from the domain.
const REFUND_SECTIONS: PolicySection[] = [
  {
    id: 'eligibility',
    heading: 'Who can ask for a refund',
    paragraphs: [
      `We refund a purchase only when a technical problem on our side stops you from using it, and only if you ask within ${POLICY.refundWindowDays} calendar days of buying.`,
    ],
    items: [
      'The chapter or video would not load after several tries.',
      'You were charged twice for the same order.',
      'Your membership did not unlock after a successful payment.',
    ],
  },
  {
    id: 'how-to-ask',
    heading: 'How to ask',
    paragraphs: [
      'Write to our support team with your order number and a short description of what went wrong. A screenshot helps us find the problem faster.',
      `We acknowledge every request within ${POLICY.acknowledgeHours} business hours.`,
    ],
  },
  {
    id: 'processing',
    heading: 'When the money comes back',
    paragraphs: [
      `Approved refunds are sent to the original payment method within ${POLICY.refundProcessingDays} business days. Your bank may take a little longer to show it.`,
    ],
  },
  {
    id: 'exclusions',
    heading: 'What we cannot refund',
    items: [
      'Digital content once access has been granted.',
      'Donations, which go straight to the causes you chose to support.',
    ],
  },
];

const meta = {
  title: 'Layout/PolicyLayout',
  component: PolicyLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Refund Policy',
    effectiveDate: POLICY.effectiveDate,
    intro:
      'This policy explains when a purchase on IC Universe can be refunded and how to ask for it. We keep it short so you can read it in two minutes.',
    sections: REFUND_SECTIONS,
    pdfHref: 'data:application/pdf;base64,JVBERi0xLjQKJSVFT0YK',
    pdfFileName: 'ic-universe-refund-policy.pdf',
    homeHref: '/',
  },
} satisfies Meta<typeof PolicyLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
    const date = canvas.getByText('15 August 2025');
    await expect(date.tagName).toBe('TIME');
    await expect(date).toHaveAttribute('datetime', '2025-08-15');
    await expect(canvas.getByText(/explains when a purchase/)).toBeVisible();
  },
};

export const Breadcrumb: Story = {
  play: async ({ canvas }) => {
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.querySelector('a')).toHaveAttribute('href', '/');
    await expect(crumbs.querySelector('a')).toHaveTextContent('Home');
    await expect(crumbs.querySelector('[aria-current="page"]')).toHaveTextContent('Refund Policy');
  },
};

export const DownloadPdf: Story = {
  play: async ({ canvas }) => {
    const download = canvas.getByRole('link', { name: 'Download PDF' });
    await expect(download).toHaveAttribute(
      'href',
      'data:application/pdf;base64,JVBERi0xLjQKJSVFT0YK',
    );
    await expect(download).toHaveAttribute('download', 'ic-universe-refund-policy.pdf');
  },
};

export const TableOfContents: Story = {
  play: async ({ canvas, canvasElement }) => {
    const toc = canvas.getByRole('navigation', { name: 'Contents' });
    const links = Array.from(toc.querySelectorAll('a'));
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      REFUND_SECTIONS.map((section) => `#${section.id}`),
    );
    // Every contents link points at a section titled by the same heading.
    for (const section of REFUND_SECTIONS) {
      await expect(canvas.getByRole('region', { name: section.heading })).toHaveAttribute(
        'id',
        section.id,
      );
    }
    // Clicking a hash link navigates the test frame away, so the anchors are resolved instead.
    for (const link of links) {
      const target = canvasElement.ownerDocument.getElementById(link.hash.slice(1));
      await expect(target?.querySelector('h2')).toHaveTextContent(link.textContent ?? '');
    }
  },
};

export const SectionText: Story = {
  play: async ({ canvas }) => {
    const eligibility = canvas.getByRole('region', { name: 'Who can ask for a refund' });
    await expect(eligibility).toHaveTextContent('within 7 calendar days');
    await expect(eligibility.querySelectorAll('li')).toHaveLength(3);
    await expect(canvas.getByRole('region', { name: 'How to ask' })).toHaveTextContent(
      'within 48 business hours',
    );
  },
};

export const CurrentSectionHighlighted: Story = {
  args: { activeSectionId: 'processing' },
  play: async ({ canvas }) => {
    const current = canvas.getByRole('link', { name: 'When the money comes back' });
    await expect(current).toHaveAttribute('aria-current', 'location');
    await expect(canvas.getByRole('link', { name: 'How to ask' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(canvas.getByRole('region', { name: 'When the money comes back' })).toHaveAttribute(
      'data-active',
    );
  },
};

function RouterLink({ children, ...props }: LinkComponentProps) {
  return (
    <a data-router-link="" {...props}>
      {children}
    </a>
  );
}

/** The breadcrumb renders the app's router link from LinkProvider. */
export const WithRouterLink: Story = {
  args: { homeHref: '/?from=policy' },
  decorators: [
    (Story) => (
      <LinkProvider component={RouterLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  play: async ({ canvas }) => {
    const home = canvas.getByRole('link', { name: 'Home' });
    await expect(home).toHaveAttribute('data-router-link');
    await expect(home).toHaveAttribute('href', '/?from=policy');
    await expect(canvas.getByRole('link', { name: 'Download PDF' })).not.toHaveAttribute(
      'data-router-link',
    );
  },
};
