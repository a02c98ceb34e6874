export {
  Button,
  ButtonRoot,
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  buttonVariants,
  type ButtonProps,
} from './Button';
