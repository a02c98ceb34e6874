import { POLICIES, POLICY } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PAGE_STORY } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { PHONE_VIEWPORT } from '@ic/ui/storybook';

const meta = {
  title: 'Pages/Legal',
  ...PAGE_STORY,
  args: { url: '/privacy-policy' },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

function policyStory(slug: keyof typeof POLICIES): Story {
  return {
    args: { url: `/${slug}` },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const main = within(await canvas.findByRole('main'));
      await expect(
        await main.findByRole('heading', { level: 1, name: POLICIES[slug].title }),
      ).toBeVisible();
      await expect(main.getByRole('link', { name: /download/i })).toHaveAttribute(
        'href',
        `/media/policies/${slug}.pdf`,
      );
    },
  };
}

export const PrivacyPolicy = policyStory('privacy-policy');
export const RefundPolicy = policyStory('refund-policy');
export const TermsOfUse = policyStory('terms-of-use');
export const ChildrenPrivacyPolicy = policyStory('children-privacy-policy');
export const AntiHarassmentPolicy = policyStory('anti-harassment');
export const OnAPhone: Story = { ...policyStory('privacy-policy'), ...PHONE_VIEWPORT };

/** In Hindi: the policy's Hindi text, under the notice that the English text prevails. */
export const InHindi: Story = {
  args: { url: '/privacy-policy?lang=hi' },
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'));
    await expect(
      await main.findByRole('heading', { level: 1, name: 'गोपनीयता नीति' }),
    ).toBeVisible();
    await expect(main.getByRole('note')).toHaveTextContent('अंग्रेज़ी पाठ ही मान्य है');
    await expect(main.getByRole('region', { name: 'उम्र और माता-पिता की सहमति' })).toHaveTextContent(
      `${POLICY.minimumIndependentAge} साल से कम उम्र`,
    );
    await expect(main.getByRole('link', { name: 'अंग्रेज़ी PDF डाउनलोड करें' })).toHaveAttribute(
      'hreflang',
      'en',
    );
  },
};
