export { BlogCard, BLOG_HEADINGS, type BlogCardProps, type BlogTeaser } from './BlogCard';
export { BlogByline, type BlogBylineProps } from './BlogByline';
export { ReadMoreLink, READ_MORE, type ReadMoreLinkProps } from './ReadMoreLink';
export { BlogSubject } from './BlogSubject';
export { BlogTopics, topicsLabel, type BlogTopic, type BlogTopicsProps } from './BlogTopics';
