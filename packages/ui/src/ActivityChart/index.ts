export {
  ActivityChart,
  activitySummary,
  type ActivityChartProps,
  type ActivityDay,
} from './ActivityChart';
