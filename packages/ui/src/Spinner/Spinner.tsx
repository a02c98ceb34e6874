import { cva, type VariantProps } from 'class-variance-authority';
import styled from 'styled-components';
import { vars } from '../theme';
import { variantClasses } from '../utils/variants';

export const SPINNER_SIZES = ['sm', 'md', 'lg'] as const;

export const spinnerVariants = cva('', {
  variants: { size: variantClasses('size', SPINNER_SIZES) },
  defaultVariants: { size: 'md' },
});

export type SpinnerProps = VariantProps<typeof spinnerVariants> & {
  /** Read by screen readers. Pass null when the spinner sits inside something already announced as busy. */
  label?: string | null;
  className?: string;
};

const Root = styled.span`
  display: inline-block;
  flex: none;
  border-radius: ${vars.radius.pill};
  border: ${vars.size.borderThin} solid currentColor;
  border-right-color: transparent;
  animation: ic-spin 0.8s linear infinite;

  &.size-sm {
    width: 1em;
    height: 1em;
  }
  &.size-md {
    width: ${vars.size.icon};
    height: ${vars.size.icon};
  }
  &.size-lg {
    width: ${vars.size.avatarMd};
    height: ${vars.size.avatarMd};
    border-width: ${vars.size.border};
  }

  @keyframes ic-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

/** An indeterminate progress indicator. */
export function Spinner({ size, label = 'Loading', className }: SpinnerProps) {
  const a11y = label === null ? { 'aria-hidden': true } : { role: 'status', 'aria-label': label };
  return <Root data-slot="spinner" className={spinnerVariants({ size, className })} {...a11y} />;
}
