export {
  CHILD_LIMIT_REASONS,
  ChildLimitScreen,
  type ChildLimitReason,
  type ChildLimitScreenProps,
} from './ChildLimitScreen';
