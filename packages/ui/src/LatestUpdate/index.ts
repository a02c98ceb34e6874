export { LatestUpdate, type LatestUpdateProps } from './LatestUpdate';
