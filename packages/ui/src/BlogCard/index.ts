export { BlogCard, BLOG_HEADINGS, type BlogCardProps, type BlogTeaser } from './BlogCard';
export { BlogByline, type BlogBylineProps } from './BlogByline';
export { ReadMoreLink, type ReadMoreLinkProps } from './ReadMoreLink';
export { BlogSubject } from './BlogSubject';
export { BlogTopics, type BlogTopic, type BlogTopicsProps } from './BlogTopics';
