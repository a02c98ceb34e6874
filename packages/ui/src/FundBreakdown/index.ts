export { FundBreakdown, type FundBreakdownProps } from './FundBreakdown';
