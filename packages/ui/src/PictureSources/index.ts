export {
  PictureSourcesProvider,
  usePictureSources,
  type PictureSourcesOf,
  type PictureSourcesProviderProps,
} from './PictureSources';
