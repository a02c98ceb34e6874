export { BlogList, BLOG_LIST_SIZES, blogListVariants, type BlogListProps } from './BlogList';
