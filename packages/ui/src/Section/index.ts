export {
  Section,
  SECTION_HEADINGS,
  SECTION_TONES,
  sectionVariants,
  type SectionProps,
} from './Section';
