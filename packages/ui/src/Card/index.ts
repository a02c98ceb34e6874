export { Card, CARD_PADDINGS, CARD_TONES, cardVariants, type CardProps } from './Card';
