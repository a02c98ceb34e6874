export {
  VISION_CARD_HEADINGS,
  VisionCards,
  type VisionCardItem,
  type VisionCardsProps,
} from './VisionCards';
