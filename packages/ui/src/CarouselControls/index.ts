export {
  CAROUSEL_CONTROLS_GAPS,
  CarouselArrow,
  CarouselControls,
  carouselControlsVariants,
  CarouselPauseButton,
  type CarouselArrowProps,
  type CarouselControlsProps,
  type CarouselPauseButtonProps,
} from './CarouselControls';
