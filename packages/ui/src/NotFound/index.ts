export { NotFound, NOT_FOUND_LINE, type NotFoundProps } from './NotFound';
