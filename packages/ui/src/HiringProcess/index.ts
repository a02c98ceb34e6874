export {
  HIRING_STEP_HEADINGS,
  HiringProcess,
  type HiringProcessProps,
  type HiringStep,
} from './HiringProcess';
