import { POLICIES, POLICY, POLICY_SLUGS } from '@ic/domain';
import { createI18n, InEnglish, loadCatalogue } from '@ic/ui';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page as screen } from 'vitest/browser';
import { RefundPolicyPage } from './RefundPolicyPage';

const description = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('a legal page', () => {
  it('shows the refund policy: title, effective date, sections and its PDF to download', async () => {
    await render(
      <InEnglish>
        {/* The page waits for the legal catalogue, as it does under the app's route. */}
        <Suspense>
          <RefundPolicyPage />
        </Suspense>
      </InEnglish>,
    );
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Refund Policy' }))
      .toBeVisible();
    await expect
      .element(screen.getByText('15 August 2025'))
      .toHaveAttribute('datetime', '2025-08-15');
    const processing = screen.getByRole('region', { name: 'When the money comes back' });
    await expect.element(processing).toBeVisible();
    expect(processing.element().textContent).toContain(
      'Approved refunds are processed in 7–10 business days',
    );
    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    await expect.element(pdf).toHaveAttribute('href', '/media/policies/refund-policy.pdf');
    await expect.element(pdf).toHaveAttribute('download', 'ic-universe-refund-policy.pdf');
    const contents = screen.getByRole('navigation', { name: 'Contents' }).getByRole('link');
    expect(contents.elements()).toHaveLength(POLICIES['refund-policy'].sections.length);
  });

  it('sets the document title and meta description', async () => {
    await render(
      <InEnglish>
        {/* The page waits for the legal catalogue, as it does under the app's route. */}
        <Suspense>
          <RefundPolicyPage />
        </Suspense>
      </InEnglish>,
    );
    await expect.poll(() => document.title).toBe('Refund Policy | IC Universe');
    expect(description()).toBe(POLICIES['refund-policy'].description);
  });
});

describe('the legal catalogue', () => {
  it("holds each policy's English title and description as the domain writes them", async () => {
    const i18n = createI18n({ strict: true });
    await loadCatalogue(i18n, 'en', 'legal');
    for (const slug of POLICY_SLUGS) {
      expect(i18n._(`legal.title.${slug}`)).toBe(POLICIES[slug].title);
      expect(i18n._(`legal.description.${slug}`, { age: POLICY.minimumIndependentAge })).toBe(
        POLICIES[slug].description,
      );
    }
  });
});
