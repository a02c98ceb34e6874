export { MinimumDuration, type MinimumDurationProps } from './MinimumDuration';
export { useMinimumDuration } from './useMinimumDuration';
