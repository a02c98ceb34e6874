export { PolicyLayout, type PolicyLayoutProps, type PolicySection } from './PolicyLayout';
export { formatLongDate } from './formatLongDate';
