export {
  PLAN_CARD_EMPHASES,
  PLAN_TITLE_LEVELS,
  PlanCard,
  PlanCardRoot,
  planCardVariants,
  type PlanCardProps,
  type PlanSelection,
} from './PlanCard';
export { PlanGrid, type PlanGridProps } from './PlanGrid';
export { PLAN_TYPE_LABELS, originalPriceText, type PlanCardPlan } from './planPricing';
