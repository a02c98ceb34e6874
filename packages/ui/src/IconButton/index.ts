export {
  ICON_BUTTON_SIZES,
  ICON_BUTTON_VARIANTS,
  IconButton,
  iconButtonVariants,
  type IconButtonProps,
} from './IconButton';
