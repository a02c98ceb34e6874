export { MembershipSummary, type MembershipSummaryProps } from './MembershipSummary';
