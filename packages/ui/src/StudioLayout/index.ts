export {
  StudioLayout,
  type StudioLayoutProps,
  type StudioNavItem,
  type StudioNavSection,
} from './StudioLayout';
