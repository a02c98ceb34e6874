// The one public entry of the design system. Named exports only, so bundlers tree-shake.
export * from './theme';
export * from './Button';
export * from './Spinner';
export * from './WizardStepper';
export * from './Pagination';
export * from './FundBreakdown';
export * from './SupportStatsPanel';
export * from './ContributorsList';
export * from './Icon';
export * from './LinkProvider';
export * from './Timeline';
export * from './TextLink';
export * from './IconButton';
export * from './Countdown';
export * from './PolicyLayout';
export * from './SpotlightCards';
