export { SHARE_MESSAGES, ShareLinks, type ShareLinksProps, type ShareTools } from './ShareLinks';
