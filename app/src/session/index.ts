export { SessionProvider } from './SessionProvider';
export { useSession } from './useSession';
export type { Session } from './context';
export { readUserCookie } from './userCookie';
export { RequireSession, type ReturnTo } from './RequireSession';
