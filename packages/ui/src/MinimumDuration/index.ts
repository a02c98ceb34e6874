export { MinimumDuration, WithoutScript, type MinimumDurationProps } from './MinimumDuration';
export { useMinimumDuration } from './useMinimumDuration';
