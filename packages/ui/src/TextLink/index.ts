export {
  isExternalHref,
  NEW_TAB_HINT,
  TEXT_LINK_VARIANTS,
  TextLink,
  textLinkVariants,
  type TextLinkProps,
} from './TextLink';
