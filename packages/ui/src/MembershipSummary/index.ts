export {
  GOLD_MEMBER_LABEL,
  MembershipSummary,
  type MembershipSummaryProps,
} from './MembershipSummary';
