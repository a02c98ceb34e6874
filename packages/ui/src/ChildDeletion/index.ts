export { ChildDeletion, type ChildDeletionProps } from './ChildDeletion';
