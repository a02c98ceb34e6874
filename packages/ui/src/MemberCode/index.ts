export { MemberCode, type MemberCodeProps } from './MemberCode';
