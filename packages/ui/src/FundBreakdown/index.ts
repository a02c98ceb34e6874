export { FundBreakdown, FUND_TOGGLE_LABELS, type FundBreakdownProps } from './FundBreakdown';
