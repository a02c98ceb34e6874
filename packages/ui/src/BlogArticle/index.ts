export {
  BlogArticle,
  BLOG_ARTICLE_HEADINGS,
  type BlogArticleEntry,
  type BlogArticleProps,
} from './BlogArticle';
