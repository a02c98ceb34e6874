export { FEATURE_CARD_HEADINGS, FeatureCard, type FeatureCardProps } from './FeatureCard';
