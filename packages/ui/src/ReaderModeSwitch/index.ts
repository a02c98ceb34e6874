export { ReaderModeSwitch, type ReaderModeSwitchProps } from './ReaderModeSwitch';
