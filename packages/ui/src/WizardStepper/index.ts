export {
  currentStepIndex,
  WIZARD_STEPPER_LAYOUTS,
  WIZARD_STEPS,
  WizardStepper,
  wizardStepperVariants,
  type StepState,
  type WizardStepperProps,
} from './WizardStepper';
