export { SearchResults, type SearchResultComic, type SearchResultsProps } from './SearchResults';
