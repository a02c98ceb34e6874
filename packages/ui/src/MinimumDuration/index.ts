export {
  MinimumDuration,
  Reveal,
  WhileScripted,
  WithoutScript,
  type MinimumDurationProps,
  type RevealProps,
} from './MinimumDuration';
export { useMinimumDuration } from './useMinimumDuration';
