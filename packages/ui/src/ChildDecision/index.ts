export { ChildDecision, type ChildDecisionProps, type RegistrationDecision } from './ChildDecision';
