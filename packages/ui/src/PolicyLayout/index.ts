export { PolicyLayout, type PolicyLayoutProps, type PolicySection } from './PolicyLayout';
