import { cva, type VariantProps } from 'class-variance-authority';
import styled from 'styled-components';
import { useT } from '../i18n';
import { Icon } from '../Icon';
import { media, vars } from '../theme';
import { variantClasses } from '../utils/variants';

/** The checkout's progress labels (spec section 2). */
export const WIZARD_STEPS = ['Login', 'Address', 'Payment', 'Order Complete'] as const;

/** Each default step's label in the checkout catalogue; `current` may name a step by its English. */
const WIZARD_STEP_KEYS: Record<(typeof WIZARD_STEPS)[number], string> = {
  Login: 'checkout.cart.progress.login',
  Address: 'checkout.cart.progress.address',
  Payment: 'checkout.cart.progress.payment',
  'Order Complete': 'checkout.cart.progress.complete',
};

/** 'auto' is compact on phones and labelled from 640 px; 'compact' always hides the other labels. */
export const WIZARD_STEPPER_LAYOUTS = ['auto', 'compact'] as const;

export type StepState = 'complete' | 'current' | 'upcoming';

export const wizardStepperVariants = cva('', {
  variants: { layout: variantClasses('layout', WIZARD_STEPPER_LAYOUTS) },
  defaultVariants: { layout: 'auto' },
});

export type WizardStepperProps = VariantProps<typeof wizardStepperVariants> & {
  /**
   * The current step: its index (0-based) or its label (a default step's English label). Out-of-range
   * values are clamped.
   */
  current: number | string;
  /** The steps' labels, as shown; by default the checkout's four, in the screen's language. */
  steps?: readonly string[];
  /** The list's accessible name. */
  label?: string;
  className?: string;
};

/** Resolves the current step to an index within the list; an unknown label means the first step. */
export function currentStepIndex(steps: readonly string[], current: number | string): number {
  const index = typeof current === 'number' ? current : steps.indexOf(current);
  return Math.min(Math.max(index, 0), Math.max(steps.length - 1, 0));
}

function stepState(index: number, currentIndex: number): StepState {
  if (index < currentIndex) return 'complete';
  return index === currentIndex ? 'current' : 'upcoming';
}

const STATE_KEYS: Record<StepState, string> = {
  complete: 'checkout.cart.progress.state.complete',
  current: 'checkout.cart.progress.state.current',
  upcoming: 'checkout.cart.progress.state.upcoming',
};

const Root = styled.ol`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: none;

  [data-slot='step'] {
    position: relative;
    display: flex;
    flex: 1 1 0;
    flex-direction: column;
    align-items: center;
    gap: ${vars.space[1]};
    min-width: 0;
    text-align: center;
  }

  /* The connector runs from the previous marker to this one and takes the colour of progress. */
  [data-slot='step'] + [data-slot='step']::before {
    content: '';
    position: absolute;
    top: calc(${vars.size.controlSm} / 2 - ${vars.size.borderThin} / 2);
    right: 50%;
    width: 100%;
    height: ${vars.size.borderThin};
    background: ${vars.color.muted};
  }
  [data-slot='step'][data-state='complete'] + [data-slot='step']::before {
    background: ${vars.color.success};
    height: ${vars.size.border};
  }

  [data-slot='marker'] {
    position: relative;
    z-index: 1;
    display: grid;
    place-items: center;
    width: ${vars.size.controlSm};
    height: ${vars.size.controlSm};
    border: ${vars.size.borderThin} solid ${vars.color.border};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.surface};
    color: ${vars.color.ink};
    font-family: ${vars.font.display};
    font-size: ${vars.fontSize.lg};
    line-height: 1;
  }
  [data-state='complete'] [data-slot='marker'] {
    background: ${vars.color.success};
    color: ${vars.color.onPrimary};
  }
  [data-state='current'] [data-slot='marker'] {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
    box-shadow: ${vars.shadow.comic};
  }

  [data-slot='label'] {
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.bold};
    line-height: ${vars.lineHeight.tight};
    color: ${vars.color.muted};
  }
  [data-state='current'] [data-slot='label'] {
    color: ${vars.color.ink};
    font-weight: ${vars.fontWeight.black};
  }

  /* Compact: only the current step keeps its visible label; the others stay readable by screen readers. */
  [data-state='complete'] [data-slot='label'],
  [data-state='upcoming'] [data-slot='label'] {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }

  ${media.sm} {
    &.layout-auto [data-state] [data-slot='label'] {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip: auto;
      white-space: normal;
    }
  }
`;

/** Where the buyer is in the checkout: done, current and upcoming steps in an ordered list. */
export function WizardStepper({ current, steps, label, layout, className }: WizardStepperProps) {
  const t = useT();
  const currentIndex = currentStepIndex(steps ?? WIZARD_STEPS, current);
  const shown = steps ?? WIZARD_STEPS.map((step) => t(WIZARD_STEP_KEYS[step]));
  return (
    <Root
      aria-label={label ?? t('checkout.cart.progress.label')}
      data-slot="wizard-stepper"
      className={wizardStepperVariants({ layout, className })}
    >
      {shown.map((step, index) => {
        const state = stepState(index, currentIndex);
        return (
          <li
            key={step}
            data-slot="step"
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span data-slot="marker" aria-hidden="true">
              {state === 'complete' ? <Icon name="check" size="sm" /> : index + 1}
            </span>
            <span data-slot="label">
              {step}
              <span className="ic-visually-hidden">, {t(STATE_KEYS[state])}</span>
            </span>
          </li>
        );
      })}
    </Root>
  );
}
