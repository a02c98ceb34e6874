export {
  BiographyFacts,
  type BiographyFact,
  type BiographyFactValue,
  type BiographyFactsProps,
} from './BiographyFacts';
