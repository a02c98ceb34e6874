export {
  SupportStatsPanel,
  SUPPORT_STAT_LABELS,
  type SupportStatsPanelProps,
} from './SupportStatsPanel';
