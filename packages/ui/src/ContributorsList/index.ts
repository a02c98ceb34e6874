export {
  ContributorsList,
  ANONYMOUS_NAME,
  NO_CONTRIBUTORS,
  SUPPORT_TYPE_LABELS,
  contributorName,
  type ContributorsListProps,
} from './ContributorsList';
