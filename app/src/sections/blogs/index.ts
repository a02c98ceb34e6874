// The blog sections the news landing page and the bottom of the home page share.
export { LatestUpdateSection, type LatestUpdateSectionProps } from './LatestUpdateSection';
export { BlogCarouselSection, type BlogCarouselSectionProps } from './BlogCarouselSection';
export { BlogListSection, type BlogListSectionProps } from './BlogListSection';
export {
  FoundationUpdatesSection,
  type FoundationUpdatesSectionProps,
} from './FoundationUpdatesSection';
export type { SectionHeadingLevel } from './blogTeasers';
export { useShownAbove, type ShownAbove } from './shownBlogs';
