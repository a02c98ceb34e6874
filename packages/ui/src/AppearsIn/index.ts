export {
  AppearsIn,
  type Appearance,
  type AppearanceChapter,
  type AppearsInProps,
} from './AppearsIn';
