export { ART_RATIOS, ArtFrame, artFrameVariants, type ArtFrameProps } from './ArtFrame';
