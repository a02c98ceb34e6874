export {
  SupportStatsPanel,
  SUPPORT_STAT_LABELS,
  formatRupees,
  type SupportStatsPanelProps,
} from './SupportStatsPanel';
