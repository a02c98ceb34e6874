export { useMediaQuery } from './useMediaQuery';
export { REDUCED_MOTION_QUERY, useReducedMotion } from './useReducedMotion';
export { useHydrated } from './useHydrated';
