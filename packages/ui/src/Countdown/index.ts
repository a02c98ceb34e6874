export {
  Countdown,
  COUNTDOWN_TONES,
  COUNTDOWN_UNITS,
  countdownVariants,
  type CountdownClock,
  type CountdownProps,
} from './Countdown';
