export { Icon, ICON_SIZES, iconVariants, type IconProps } from './Icon';
export { ICON_NAMES, type IconName } from './icons';
