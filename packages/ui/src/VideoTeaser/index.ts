export { VIDEO_TEASER_HEADINGS, VideoTeaser, type VideoTeaserProps } from './VideoTeaser';
