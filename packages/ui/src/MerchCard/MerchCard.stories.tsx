import { heroArt } from '@ic/art';
import { MERCH_PRICE, MERCH_TAGS } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { MERCH_CARD_HEADINGS, MerchCard } from './MerchCard';

const SHOP = 'https://shop.icuniverse.example';

const meta = {
  title: 'Site/MerchCard',
  component: MerchCard,
  argTypes: {
    tag: { control: 'select', options: [...MERCH_TAGS, undefined] },
    headingLevel: { control: 'inline-radio', options: MERCH_CARD_HEADINGS },
    imageLoading: { control: 'inline-radio', options: ['lazy', 'eager'] },
  },
  args: {
    title: 'Ember Crest T-shirt',
    price: MERCH_PRICE,
    tag: 'TSHIRTS',
    image: heroArt(4),
    href: SHOP,
    headingLevel: 'h3',
    imageLoading: 'eager',
  },
  decorators: [
    (Story, { parameters }) =>
      parameters.row ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 260 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof MerchCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole card is one link to the shop, in a new tab; the price reads '₹599'. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('href', SHOP);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName(/Ember Crest T-shirt.*Price ₹599.*opens in a new tab/);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Ember Crest T-shirt',
    );
    await expect(canvas.getByText('TSHIRTS')).toBeVisible();
  },
};

/** The three shelves side by side, as on the home page. */
export const AllTags: Story = {
  // The shelves as the domain names them (the home page shows them in the reader's language).
  parameters: { row: true, hindi: { given: MERCH_TAGS } },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 16, maxWidth: 820 }}>
      {MERCH_TAGS.map((tag, index) => (
        <MerchCard
          key={tag}
          {...args}
          tag={tag}
          title={`Sample ${index + 1}`}
          image={heroArt(index)}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const tag of MERCH_TAGS) await expect(canvas.getByText(tag)).toBeVisible();
    await expect(canvas.getAllByText('₹599')).toHaveLength(3);
  },
};

/** Without a link the card is static (nothing to click). */
export const Static: Story = {
  args: { href: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('₹599')).toBeVisible();
  },
};

export const WithoutPicture: Story = { args: { image: undefined, tag: 'COLLECTIBLES' } };

export const OnAPhone: Story = { ...PHONE_VIEWPORT };
