export {
  ContributorsList,
  useContributorName,
  useSupportTypeLabel,
  type ContributorsListProps,
} from './ContributorsList';
