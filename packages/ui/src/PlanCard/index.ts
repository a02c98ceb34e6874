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
export { originalPriceText, type PlanCardPlan } from './planPricing';
export {
  PLAN_FEATURE_KEYS,
  PLAN_NAME_KEYS,
  PLAN_TYPE_KEYS,
  planFeatureKey,
  planNameKey,
  planPromoKey,
} from './planWords';
export { usePlanName } from './usePlanName';
