export { ComicOverview, type ComicFact, type ComicOverviewProps } from './ComicOverview';
