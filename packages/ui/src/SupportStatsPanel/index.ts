export { SupportStatsPanel, type SupportStatsPanelProps } from './SupportStatsPanel';
