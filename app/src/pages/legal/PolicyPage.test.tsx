import { POLICIES, POLICY, POLICY_SLUGS } from '@ic/domain';
import { HINDI_POLICIES } from '@ic/domain/policies/hi';
import { createI18n, InEnglish, LanguageProvider, loadCatalogue } from '@ic/ui';
import { Suspense, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page as screen } from 'vitest/browser';
import { RefundPolicyPage } from './RefundPolicyPage';

/** Hindi words, strict as InEnglish is: an id no catalogue holds throws. */
function InHindi({ children }: { children: ReactNode }) {
  const [i18n] = useState(() => createI18n({ strict: true }));
  return (
    <LanguageProvider i18n={i18n} language="hi">
      {children}
    </LanguageProvider>
  );
}

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

describe('a legal page in Hindi', () => {
  it("shows the policy's Hindi text under the notice that the English text prevails", async () => {
    await render(
      <InHindi>
        <Suspense>
          <RefundPolicyPage />
        </Suspense>
      </InHindi>,
    );
    const hindi = HINDI_POLICIES['refund-policy'];
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'रिफ़ंड नीति' }))
      .toBeVisible();
    await expect.element(screen.getByRole('note')).toMatchTextContent('अंग्रेज़ी पाठ ही मान्य है');
    await expect.element(screen.getByText(hindi.intro)).toBeVisible();
    // Every section in Hindi, in the contents and the text, with POLICY's numbers.
    const contents = screen.getByRole('navigation', { name: 'विषय-सूची' }).getByRole('link');
    expect(contents.elements().map((link) => link.textContent)).toEqual(
      hindi.sections.map((section) => section.heading),
    );
    const processing = screen.getByRole('region', { name: 'पैसा वापस कब आता है' });
    expect(processing.element().textContent).toContain(
      `${POLICY.refundProcessingDays} कारोबारी दिनों में`,
    );
    // No English text inside the Hindi page: the whole policy is in the page's language.
    expect(document.querySelector('main, article')?.closest('[lang="en"]')).toBeNull();
    expect(document.querySelectorAll('article [lang="en"]')).toHaveLength(0);
    await expect
      .element(screen.getByRole('region', { name: 'When the money comes back' }))
      .not.toBeInTheDocument();
    // The PDF stays the English copy, and says so.
    const pdf = screen.getByRole('link', { name: 'अंग्रेज़ी PDF डाउनलोड करें' });
    await expect.element(pdf).toHaveAttribute('href', '/media/policies/refund-policy.pdf');
    await expect.element(pdf).toHaveAttribute('hreflang', 'en');
  });

  it('titles and describes each policy as its Hindi text does', async () => {
    const i18n = createI18n({ strict: true });
    await loadCatalogue(i18n, 'hi', 'legal');
    i18n.activate('hi');
    for (const slug of POLICY_SLUGS) {
      expect(i18n._(`legal.title.${slug}`)).toBe(HINDI_POLICIES[slug].title);
      expect(i18n._(`legal.description.${slug}`, { age: POLICY.minimumIndependentAge })).toBe(
        HINDI_POLICIES[slug].description,
      );
    }
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
