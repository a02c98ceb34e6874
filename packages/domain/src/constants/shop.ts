// Merchandise and shop promo facts from spec sections 1, 2 and 9.

export const MERCH_PRICE = 599;
export const MERCH_TAGS = ['NEW RELEASES', 'TSHIRTS', 'COLLECTIBLES'] as const;
export type MerchTag = (typeof MERCH_TAGS)[number];

/** The header promo: 10% off in the external shop. The code is ours. */
export const SHOP_PROMO = { code: 'ICVERSE10', percent: 10 } as const;
