export { Spinner, SPINNER_SIZES, spinnerVariants, type SpinnerProps } from './Spinner';
