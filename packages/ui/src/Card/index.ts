export { Card, CARD_PADDINGS, CARD_TONES, cardVariants, type CardProps } from './Card';
export {
  CARD_TITLE_SIZES,
  CardBody,
  CardDescription,
  CardFooter,
  CardHeader,
  CardMedia,
  CardTitle,
  cardTitleVariants,
  type CardTitleProps,
} from './CardParts';
