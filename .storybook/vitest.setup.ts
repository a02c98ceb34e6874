import { isolateCookies } from './cookieJar';

isolateCookies(document);
